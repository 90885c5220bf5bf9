import type { TicketObjectType } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { helpdeskQueryKeys } from './keys';
import type { StaffTicketPage } from './staff-get-queue';

/** Whose tickets a desk page shows: one customer's, or those about one of their objects. */
export type TicketsAbout = { customerId: number } | { objectType: TicketObjectType; objectId: number };

/**
 * GET /api/staff/helpdesk/tickets?customerId | objectType&objectId: the tickets of a customer or about an object,
 * every status, the waiting ones first (an object's desk page).
 */
export function useStaffTicketsAbout(about: TicketsAbout, enabled: boolean) {
  return useQuery({
    queryKey: helpdeskQueryKeys.staffAbout(about),
    queryFn: ({ signal }) =>
      apiClient.get<StaffTicketPage>('/staff/helpdesk/tickets', { signal, query: { ...about, offset: 50 } }),
    enabled,
  });
}
