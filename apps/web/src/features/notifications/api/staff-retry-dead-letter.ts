import type { MessageResponse } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/staff/notifications/dead-letters/{id}/retry: the delivery goes back on the queue. */
export function useRetryDeadLetter() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: number) =>
      apiClient.post<MessageResponse>(`/staff/notifications/dead-letters/${id}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notification-dead-letters'] }),
  });
}
