import type { Good, ReadyGood } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { goodsQueryKeys } from './keys';

/** GET /api/goods/cl/{id}: the good the form edits or duplicates. */
export function useGood(id: number | null) {
  return useQuery({
    queryKey: goodsQueryKeys.one(id ?? 0),
    queryFn: () => apiClient.get<Good>(`/goods/cl/${id}`, { query: { version: 'v2' } }),
    enabled: id !== null,
    gcTime: 0,
  });
}

/** GET /api/readyGoods/{id}: a one-click good with its parcel. */
export function useReadyGood(id: number | null) {
  return useQuery({
    queryKey: goodsQueryKeys.ready(id ?? 0),
    queryFn: () => apiClient.get<ReadyGood>(`/readyGoods/${id}`),
    enabled: id !== null,
    gcTime: 0,
  });
}
