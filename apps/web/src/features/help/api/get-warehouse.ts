import type { WarehouseAnswer } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';

/** GET /api/warehouse: the warehouse's address with the signed-in customer's code (it changes only on restart). */
export function useWarehouse(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['warehouse'],
    queryFn: ({ signal }) => apiClient.get<WarehouseAnswer>('/warehouse', { signal }),
    staleTime: Infinity,
  });
}
