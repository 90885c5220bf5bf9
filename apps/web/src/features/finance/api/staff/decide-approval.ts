import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { useAction } from '../../../../shared/api/useAction';
import { financeQueryKeys } from '../keys';

const keys = financeQueryKeys.staff;

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
