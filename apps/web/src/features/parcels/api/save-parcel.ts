import type { CreatedId, ParcelOrderInput } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { parcelsQueryKeys } from './keys';

function useInvalidateAfterSave() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: parcelsQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['goods'] });
  };
}

/** POST /api/parcel/cl: a parcel request from goods on the shelf. */
export function useCreateParcel() {
  const invalidate = useInvalidateAfterSave();
  return useAction({
    mutationFn: (input: ParcelOrderInput, idempotencyKey) =>
      apiClient.post<CreatedId>('/parcel/cl', input, { idempotencyKey }),
    onSuccess: invalidate,
  });
}

/** PUT /api/parcel/cl/{id}: the request's data and goods. */
export function useUpdateParcel(id: number) {
  const invalidate = useInvalidateAfterSave();
  return useAction({
    mutationFn: (input: ParcelOrderInput) => apiClient.put<unknown>(`/parcel/cl/${id}`, input),
    onSuccess: invalidate,
  });
}
