import type { Dashboard } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { MONEY_QUERY_ROOT } from '../../../shared/session/moneyQueries';

/** Under the money root: a top-up or a conversion made from the dashboard reloads its balances too. */
export const dashboardQueryKey = [...MONEY_QUERY_ROOT, 'dashboard'] as const;

/** GET /api/dashboard: balances, counters with their lists, the latest events and the warehouse address, in one call. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => apiClient.get<Dashboard>('/dashboard', { signal }),
  });
}
