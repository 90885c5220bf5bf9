import type { OrderResult } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateOrders } from './keys';

/** DELETE /api/readyOrder/{orderId}: the lot cancelled (from 70 or 20), whatever it holds refunded. */
export function useCancelReadyOrder() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (orderId: number, idempotencyKey) =>
      apiClient.delete<OrderResult>(`/readyOrder/${orderId}`, { idempotencyKey, query: { version: 'v2' } }),
    onSuccess: () => invalidateOrders(queryClient),
  });
}
