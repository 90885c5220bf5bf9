import type { CargoCreateInput, CreatedId } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { cargoQueryKeys } from './keys';

/** POST /api/cargo: a cargo request. */
export function useCreateCargo() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: CargoCreateInput, idempotencyKey) =>
      apiClient.post<CreatedId>('/cargo', input, { idempotencyKey }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cargoQueryKeys.all }),
  });
}
