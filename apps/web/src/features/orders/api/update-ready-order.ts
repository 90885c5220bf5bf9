import type { OrderResult, ReadyOrderInput } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateOrders } from './keys';

/** PUT /api/readyOrder/{orderId}: the lot's and the parcel's data while the order is not sent (70). */
export function useUpdateReadyOrder() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: ({ id, body }: { id: number; body: ReadyOrderInput }, idempotencyKey) =>
      apiClient.put<OrderResult>(`/readyOrder/${id}`, body, { idempotencyKey, query: { version: 'v2' } }),
    onSuccess: () => invalidateOrders(queryClient),
  });
}
