import type { ApprovalPending, StaffRefundAnswer } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys } from '../keys';
import { useAction } from '../../../../shared/api/useAction';

const keys = financeQueryKeys.staff;

/** POST /api/staff/top-ups/{id}/refund; a refusal (502) changed the top-up too, so the list is read again anyway. */
export function useRefundTopUp() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: number) =>
      apiClient.post<StaffRefundAnswer | ApprovalPending>(`/staff/top-ups/${id}/refund`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
