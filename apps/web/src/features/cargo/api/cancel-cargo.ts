import type { CargoCanceled } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { cargoQueryKeys } from './keys';

/** DELETE /api/cargo/{id}: withdraws a request the warehouse has not received. */
export function useCancelCargo() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: number) => apiClient.delete<CargoCanceled>(`/cargo/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cargoQueryKeys.all }),
  });
}
