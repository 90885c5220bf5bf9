import type { OrderResult } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateOrders } from './keys';

/**
 * POST /api/readyOrder/cl/order/{orderId}: to buyout (70 → 50), the lot's total charged in yuan (402 when short).
 * A second click while it runs does nothing; a second send is refused by the guarded status change (409).
 */
export function useSendReadyOrder() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (orderId: number, idempotencyKey) =>
      apiClient.post<OrderResult>(`/readyOrder/cl/order/${orderId}`, undefined, {
        idempotencyKey,
        query: { version: 'v2' },
      }),
    onSuccess: () => invalidateOrders(queryClient),
  });
}
