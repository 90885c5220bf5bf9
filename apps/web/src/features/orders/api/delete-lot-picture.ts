import type { MessageResponse } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { ORDERS_QUERY_ROOT } from './keys';

/** DELETE /api/order/orderUnit/picture/{lotId}?imageName: takes the saved photo off a new lot. */
export function useDeleteLotPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lotId, imageName }: { lotId: number; imageName: string }) =>
      apiClient.delete<MessageResponse>(`/order/orderUnit/picture/${lotId}`, { query: { imageName } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT }),
  });
}
