import type { GoodsCounters } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { goodsQueryKeys } from './keys';

/** GET /api/client/my-goods/counters: the tabs' counts and the sidebar badge (problem + waiting). */
export function useGoodsCounters(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: goodsQueryKeys.counters,
    queryFn: () => apiClient.get<GoodsCounters>('/client/my-goods/counters'),
    enabled: options.enabled,
    staleTime: 30_000,
  });
}
