import type { Good } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { useInvalidateDeskGoods } from './desk-goods';

/** PUT /api/staff/goods/{id}/status: a problem found on the shelf (with a reason) or a return-chain step. */
export function useSetGoodStatus() {
  const invalidate = useInvalidateDeskGoods();
  return useMutation({
    mutationFn: ({ goodId, statusId, reason }: { goodId: number; statusId: number; reason?: string }) =>
      apiClient.put<Good>(`/staff/goods/${goodId}/status`, { statusId, reason }),
    onSettled: invalidate,
  });
}
