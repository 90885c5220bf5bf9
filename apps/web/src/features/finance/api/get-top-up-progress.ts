import type { TopUp } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { financeQueryKeys, TOP_UP_POLL_MS } from './keys';
import { isTopUpFinished } from './top-up-state';

/**
 * GET /api/client/top-ups/{id}, asked again every 1.5 s while the payment is not finished (its page is open in a
 * popup); stops by itself once the top-up succeeded or failed.
 */
export function useTopUpProgress(id: number | null) {
  return useQuery({
    queryKey: financeQueryKeys.topUp(id ?? 0),
    queryFn: () => apiClient.get<TopUp>(`/client/top-ups/${id}`),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && isTopUpFinished(query.state.data) ? false : TOP_UP_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
