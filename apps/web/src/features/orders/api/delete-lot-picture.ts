import type { MessageResponse } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { ORDERS_QUERY_ROOT } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** DELETE /api/order/orderUnit/picture/{lotId}?imageName: takes the saved photo off a new lot. */
export function useDeleteLotPicture() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: ({ lotId, imageName }: { lotId: number; imageName: string }) =>
      apiClient.delete<MessageResponse>(`/order/orderUnit/picture/${lotId}`, { query: { imageName } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT }),
  });
}
