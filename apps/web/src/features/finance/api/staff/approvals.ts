import type { ApprovalsPage } from '@cargo/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys, STAFF_PAGE_SIZE } from '../keys';
import { useAction } from '../../../../shared/api/useAction';

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

export interface ApprovalDecision {
  id: number;
  verb: 'approve' | 'reject';
  comment?: string;
}

/** POST /api/staff/approvals/{id}/approve or /reject: the whole desk is read again (an approval moves money). */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: ({ id, verb, comment }: ApprovalDecision) =>
      apiClient.post<{ message: string }>(`/staff/approvals/${id}/${verb}`, comment ? { comment } : {}),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
