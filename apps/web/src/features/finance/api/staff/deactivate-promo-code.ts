import type { StaffPromoCode } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { useAction } from '../../../../shared/api/useAction';

export function useDeactivatePromoCode() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: number) => apiClient.put<StaffPromoCode>(`/staff/promo-codes/${id}/deactivate`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'finance', 'promo-codes'] }),
  });
}
