import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys } from '../keys';
import { useAction } from '../../../../shared/api/useAction';

const keys = financeQueryKeys.staff;

export function useSaveMargin() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (marginPercent: string) =>
      apiClient.put<unknown>('/staff/finance-settings/margin', { marginPercent }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      void queryClient.invalidateQueries({ queryKey: financeQueryKeys.rates });
    },
  });
}
