import type { ApprovalsPage } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys, STAFF_PAGE_SIZE } from '../keys';

const keys = financeQueryKeys.staff;

/** GET /api/staff/approvals: four-eyes requests in one status, with the counts of every status. */
export function useApprovals(statusId: number, page = 1) {
  return useQuery({
    queryKey: keys.approvals(statusId, page),
    queryFn: () =>
      apiClient.get<ApprovalsPage>('/staff/approvals', {
        query: { statusId, page, offset: STAFF_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}
