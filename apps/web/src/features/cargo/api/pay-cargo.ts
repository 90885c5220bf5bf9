import type { CargoPaid } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateMoney } from '../../../shared/session/moneyQueries';
import { cargoQueryKeys } from './keys';

/** PUT /api/cargo/pay/{id}: debits the ruble balance; 402 when it is short. */
export function usePayCargo() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: number) => apiClient.put<CargoPaid>(`/cargo/pay/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cargoQueryKeys.all });
      invalidateMoney(queryClient);
    },
  });
}
