import type { TopUp } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { financeQueryKeys } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/client/top-ups/{id}/cancel: gives up a top-up still waiting for payment. */
export function useCancelTopUp() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: number) => apiClient.post<TopUp>(`/client/top-ups/${id}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...financeQueryKeys.all, 'top-ups'] }),
  });
}
