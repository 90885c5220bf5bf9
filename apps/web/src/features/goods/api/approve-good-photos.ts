import type { Good } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { goodsQueryKeys } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/goods/cl/photos/approve/{id}: the warehouse's photos are approved; the good may go into a parcel. */
export const approveGoodPhotos = (id: number, idempotencyKey?: string) =>
  apiClient.post<Good>(`/goods/cl/photos/approve/${id}`, undefined, { idempotencyKey });

export function useApproveGoodPhotos() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: approveGoodPhotos,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: goodsQueryKeys.all }),
  });
}
