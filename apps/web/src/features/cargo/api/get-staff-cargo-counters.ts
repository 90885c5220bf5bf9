import type { DeskCounters } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { cargoQueryKeys } from './keys';

/** GET /api/staff/cargo/counters?q: how many cargo the search finds in each status (the status tabs' counts). */
export function useStaffCargoCounters(q: string, enabled = true) {
  return useQuery({
    queryKey: cargoQueryKeys.staff.counters(q),
    queryFn: ({ signal }) =>
      apiClient.get<DeskCounters>('/staff/cargo/counters', { signal, query: { q: q || undefined } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
