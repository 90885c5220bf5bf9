import type { OrderResult, ReadyOrderInput } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateOrders } from './keys';

/** POST /api/readyOrder/cl: a ready order (one lot at 70 and the one-click parcel it becomes). */
export function useCreateReadyOrder() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: ReadyOrderInput, idempotencyKey) =>
      apiClient.post<OrderResult>('/readyOrder/cl', input, { idempotencyKey, query: { version: 'v2' } }),
    onSuccess: () => invalidateOrders(queryClient),
  });
}
