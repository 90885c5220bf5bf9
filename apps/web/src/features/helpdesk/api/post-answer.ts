import type { TicketAnswerInput, TicketMessageView } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { appendAnswer } from './get-answers';
import { invalidateHelpdesk } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/helpDesk/answers/{ticketId}: the customer's message (it reopens a closed ticket). */
export function usePostAnswer(ticketId: number) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: TicketAnswerInput) =>
      apiClient.post<TicketMessageView>(`/helpDesk/answers/${ticketId}`, input),
    onSuccess: (message) => {
      appendAnswer(queryClient, message);
      invalidateHelpdesk(queryClient);
    },
  });
}
