import type { ApprovalPending, NewPromoCodeInput, StaffPromoCode } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys } from '../keys';
import { useAction } from '../../../../shared/api/useAction';

const keys = financeQueryKeys.staff;

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: NewPromoCodeInput) =>
      apiClient.post<StaffPromoCode | ApprovalPending>('/staff/promo-codes', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
