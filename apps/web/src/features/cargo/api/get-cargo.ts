import type { Cargo } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { cargoQueryKeys } from './keys';

/** GET /api/cargo/{id}: one cargo with its price breakdown. */
export function useCargo(id: number) {
  return useQuery({
    queryKey: cargoQueryKeys.one(id),
    queryFn: ({ signal }) => apiClient.get<Cargo>(`/cargo/${id}`, { signal }),
  });
}
