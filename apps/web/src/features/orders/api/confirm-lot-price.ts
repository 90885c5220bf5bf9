import type { OrderResult } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateOrders } from './keys';

/** PUT /api/order/orderUnit/price/confirm?orderUnitId: accepts the buyer's new price (20 → 50), charging the surcharge. */
export function useConfirmLotPrice() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (orderUnitId: number, idempotencyKey) =>
      apiClient.put<OrderResult>('/order/orderUnit/price/confirm', undefined, {
        idempotencyKey,
        query: { orderUnitId },
      }),
    onSuccess: () => invalidateOrders(queryClient),
  });
}
