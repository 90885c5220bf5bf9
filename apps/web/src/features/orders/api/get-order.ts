import type { Order } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { ordersQueryKeys } from './keys';

/** GET /api/order/{orderId}: one order with all its lots. */
export function useOrder(id: number | null) {
  return useQuery({
    queryKey: ordersQueryKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiClient.get<Order>(`/order/${id}`, { signal, query: { version: 'v2' } }),
    enabled: id !== null,
  });
}
