import type { DeskCounters, DeskGood } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { deskQueryKeys } from './keys';

/** GET /api/staff/goods/{id}: one good of any customer with its owner (the good's desk page). */
export function useDeskGood(id: number | null) {
  return useQuery({
    queryKey: deskQueryKeys.good(id),
    queryFn: ({ signal }) => apiClient.get<DeskGood>(`/staff/goods/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** GET /api/staff/goods/counters?q: how many goods the search finds in each status (the status filter's counts). */
export function useDeskGoodCounters(q: string, enabled = true) {
  return useQuery({
    queryKey: deskQueryKeys.goodsCounters(q),
    queryFn: ({ signal }) =>
      apiClient.get<DeskCounters>('/staff/goods/counters', { signal, query: { q: q || undefined } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
