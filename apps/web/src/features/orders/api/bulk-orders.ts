import type { OrderBulkInput, OrderBulkResult } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateOrders } from './keys';

/** PUT /api/order/bulk: several orders' new lots sent to buyout (50, charged) or cancelled (30). */
export function useBulkOrders() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: OrderBulkInput, idempotencyKey) =>
      apiClient.put<OrderBulkResult>('/order/bulk', input, { idempotencyKey }),
    onSuccess: () => invalidateOrders(queryClient),
  });
}
