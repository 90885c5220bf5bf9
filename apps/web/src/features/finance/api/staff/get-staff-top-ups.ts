import type { StaffTopUp, Page } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys, STAFF_PAGE_SIZE } from '../keys';

const keys = financeQueryKeys.staff;

export function useStaffTopUps(statusId: number | null, page: number, q = '') {
  return useQuery({
    queryKey: keys.topUps(statusId, page, q),
    queryFn: () =>
      apiClient.get<Page<StaffTopUp>>('/staff/top-ups', {
        query: { page, offset: STAFF_PAGE_SIZE, statusId: statusId ?? undefined, q: q || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
