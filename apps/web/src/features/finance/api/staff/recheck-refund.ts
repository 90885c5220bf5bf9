import type { StaffRefundAnswer } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys } from '../keys';
import { useAction } from '../../../../shared/api/useAction';

const keys = financeQueryKeys.staff;

/** POST /api/staff/top-ups/{id}/refund/recheck: «Проверить возврат» of a refund in processing. */
export function useRecheckRefund() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: number) => apiClient.post<StaffRefundAnswer>(`/staff/top-ups/${id}/refund/recheck`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
