import type { staffTicketPageSchema } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { helpdeskQueryKeys } from './keys';

export type StaffTicketPage = z.infer<typeof staffTicketPageSchema>;

/** The queue refreshes itself this often: new tickets and customer messages arrive while the desk is open. */
export const STAFF_QUEUE_POLL_MS = 30_000;

/** GET /api/staff/helpdesk/tickets?statusId&page: one status's tickets, waiting longest first, with the counts. */
export function useStaffTicketQueue(statusId: number, page: number) {
  return useQuery({
    queryKey: helpdeskQueryKeys.staffQueue(statusId, page),
    queryFn: ({ signal }) =>
      apiClient.get<StaffTicketPage>('/staff/helpdesk/tickets', { signal, query: { statusId, page } }),
    placeholderData: keepPreviousData,
    refetchInterval: STAFF_QUEUE_POLL_MS,
  });
}
