import type { staffTicketPageSchema } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { helpdeskQueryKeys } from './keys';

export type StaffTicketPage = z.infer<typeof staffTicketPageSchema>;

/** The queue refreshes itself this often: new tickets and customer messages arrive while the desk is open. */
export const STAFF_QUEUE_POLL_MS = 30_000;

/**
 * GET /api/staff/helpdesk/tickets?statusId&page&q: one status's tickets the desk search finds, waiting longest
 * first, with the counts of what it finds in every status.
 */
export function useStaffTicketQueue(statusId: number, page: number, q = '') {
  return useQuery({
    queryKey: helpdeskQueryKeys.staffQueue(statusId, page, q),
    queryFn: ({ signal }) =>
      apiClient.get<StaffTicketPage>('/staff/helpdesk/tickets', {
        signal,
        query: { statusId, page, q: q || undefined },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: STAFF_QUEUE_POLL_MS,
  });
}
