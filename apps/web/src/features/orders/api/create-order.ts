import type { OrderCreateInput, OrderResult } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateOrders } from './keys';

/** POST /api/order: a new order; lots with statusId 50 go to buyout and are paid at once (402 when short). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: OrderCreateInput, idempotencyKey) =>
      apiClient.post<OrderResult>('/order', input, { idempotencyKey, query: { version: 'v2' } }),
    onSuccess: () => invalidateOrders(queryClient),
  });
}
