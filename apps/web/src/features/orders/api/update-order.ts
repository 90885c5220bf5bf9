import type { OrderPutInput, OrderResult } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateOrders } from './keys';

/**
 * PUT /api/order/{id}: either the lots' statuses (`{id, orderUnits:[{id,statusId}]}`: 30 cancels, 50 sends to
 * buyout and charges) or the new lots' data (edit). Money moves, so it carries an idempotency key.
 */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: ({ id, body }: { id: number; body: OrderPutInput }, idempotencyKey) =>
      apiClient.put<OrderResult>(`/order/${id}`, body, { idempotencyKey, query: { version: 'v2' } }),
    onSuccess: () => invalidateOrders(queryClient),
  });
}
