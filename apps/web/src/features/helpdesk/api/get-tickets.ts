import type { ticketPageSchema } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { helpdeskQueryKeys } from './keys';

export type TicketPage = z.infer<typeof ticketPageSchema>;

/** GET /api/helpDesk/tickets?page: the customer's tickets, newest activity first, with unread answers. */
export function useMyTickets(page: number) {
  return useQuery({
    queryKey: helpdeskQueryKeys.tickets(page),
    queryFn: ({ signal }) => apiClient.get<TicketPage>('/helpDesk/tickets', { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}
