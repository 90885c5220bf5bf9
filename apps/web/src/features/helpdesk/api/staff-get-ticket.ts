import type { staffTicketDetailSchema } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { helpdeskQueryKeys } from './keys';

export type StaffTicketDetail = z.infer<typeof staffTicketDetailSchema>;

/** An open conversation on the desk polls for the customer's new messages this often. */
export const STAFF_TICKET_POLL_MS = 15_000;

/** GET /api/staff/helpdesk/tickets/{id}: the ticket with every message, internal notes included (marks it seen). */
export function useStaffTicket(id: number | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: helpdeskQueryKeys.staffTicket(id ?? 0),
    queryFn: ({ signal }) => apiClient.get<StaffTicketDetail>(`/staff/helpdesk/tickets/${id}`, { signal }),
    refetchInterval: STAFF_TICKET_POLL_MS,
  });
}
