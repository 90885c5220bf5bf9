import type { Good } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { goodsQueryKeys } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/goods/cl/photos/return/{id}: after the photos the good goes back to the seller (110). */
export const returnGoodFromPhotos = (id: number, idempotencyKey?: string) =>
  apiClient.post<Good>(`/goods/cl/photos/return/${id}`, undefined, { idempotencyKey });

export function useReturnGoodFromPhotos() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: returnGoodFromPhotos,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: goodsQueryKeys.all }),
  });
}
