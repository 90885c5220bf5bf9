import type { StaffTicketAnswerInput, TicketMessageView } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { invalidateStaffHelpdesk } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/staff/helpdesk/tickets/{id}/answers: an answer to the customer, or an internal note. */
export function useStaffAnswer(ticketId: number) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: StaffTicketAnswerInput) =>
      apiClient.post<TicketMessageView>(`/staff/helpdesk/tickets/${ticketId}/answers`, input),
    onSuccess: () => invalidateStaffHelpdesk(queryClient),
  });
}
