import type { Cargo } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { invalidateMoney } from '../../../shared/session/moneyQueries';
import { cargoQueryKeys } from './keys';

/**
 * After a refused payment (409): reloads the cargo and balances and re-reads this cargo; true when it is paid
 * now (a double click, another tab).
 */
export function useRecheckCargoPayment() {
  const queryClient = useQueryClient();
  return async (id: number): Promise<boolean> => {
    void queryClient.invalidateQueries({ queryKey: cargoQueryKeys.all });
    invalidateMoney(queryClient);
    const cargo = await queryClient.fetchQuery({
      queryKey: cargoQueryKeys.one(id),
      queryFn: () => apiClient.get<Cargo>(`/cargo/${id}`),
      staleTime: 0,
    });
    return cargo.paidAt !== null;
  };
}
