import type { ApprovalPending, CorrectionAnswer, CorrectionInput } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys } from '../keys';
import { useAction } from '../../../../shared/api/useAction';

const keys = financeQueryKeys.staff;

/** POST /api/staff/customers/{id}/corrections: a ledger row of kind correction, with its reason. */
export function useCorrectBalance(id: number) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: CorrectionInput) =>
      apiClient.post<CorrectionAnswer | ApprovalPending>(`/staff/customers/${id}/corrections`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
