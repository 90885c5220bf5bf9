import type { Order } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { ordersQueryKeys } from './keys';

/** GET /api/readyOrder/{orderId}: one ready order with its lot and the one-click parcel's data. */
export function useReadyOrder(id: number | null) {
  return useQuery({
    queryKey: ordersQueryKeys.ready(id ?? 0),
    queryFn: ({ signal }) => apiClient.get<Order>(`/readyOrder/${id}`, { signal, query: { version: 'v2' } }),
    enabled: id !== null,
  });
}
