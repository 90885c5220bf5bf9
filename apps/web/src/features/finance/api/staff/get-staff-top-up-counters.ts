import type { DeskCounters } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys } from '../keys';

const keys = financeQueryKeys.staff;

/** GET /api/staff/top-ups/counters?q: how many top-ups the search finds in each status (the filter's counts). */
export function useStaffTopUpCounters(q: string, enabled = true) {
  return useQuery({
    queryKey: keys.topUpCounters(q),
    queryFn: ({ signal }) =>
      apiClient.get<DeskCounters>('/staff/top-ups/counters', { signal, query: { q: q || undefined } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
