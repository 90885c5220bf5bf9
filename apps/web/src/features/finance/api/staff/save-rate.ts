import type { ApprovalPending, CurrencyCcy, StaffRates } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys } from '../keys';
import { useAction } from '../../../../shared/api/useAction';

const keys = financeQueryKeys.staff;

export function useSaveRate() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: ({ currency, rate }: { currency: CurrencyCcy; rate: string }) =>
      apiClient.put<StaffRates | ApprovalPending>(`/staff/currency-rates/${currency}`, { rate }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      void queryClient.invalidateQueries({ queryKey: financeQueryKeys.rates });
    },
  });
}
