import type { CreateTicketInput, TicketView } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateHelpdesk } from './keys';

/** POST /api/helpDesk: a new ticket on a topic, optionally about one of the customer's objects. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: CreateTicketInput, idempotencyKey) =>
      apiClient.post<TicketView>('/helpDesk', input, { idempotencyKey }),
    onSuccess: () => invalidateHelpdesk(queryClient),
  });
}
