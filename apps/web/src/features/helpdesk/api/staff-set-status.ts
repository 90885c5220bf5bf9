import type { StaffTicketView } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { invalidateStaffHelpdesk } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/staff/helpdesk/tickets/{id}/status: moves the ticket along the transition table. */
export function useSetTicketStatus(ticketId: number) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (statusId: number) =>
      apiClient.post<StaffTicketView>(`/staff/helpdesk/tickets/${ticketId}/status`, { statusId }),
    onSuccess: () => invalidateStaffHelpdesk(queryClient),
  });
}
