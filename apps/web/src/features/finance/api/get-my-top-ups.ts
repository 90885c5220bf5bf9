import type { TopUpPage } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { financeQueryKeys, TOP_UPS_PAGE_SIZE } from './keys';

/** GET /api/client/my-top-ups: the customer's top-ups, newest first. */
export function useMyTopUps(page: number) {
  return useQuery({
    queryKey: financeQueryKeys.topUps(page),
    queryFn: () =>
      apiClient.get<TopUpPage>('/client/my-top-ups', { query: { page, offset: TOP_UPS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
