import type { Good, StaffGoodStatusInput } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { useInvalidateDeskGoods } from './desk-goods';

/** PUT /api/staff/goods/{id}/status: a problem found on the shelf (with a reason) or a return-chain step. */
export function useSetGoodStatus() {
  const invalidate = useInvalidateDeskGoods();
  return useMutation({
    mutationFn: ({ goodId, ...body }: StaffGoodStatusInput & { goodId: number }) =>
      apiClient.put<Good>(`/staff/goods/${goodId}/status`, body),
    onSettled: invalidate,
  });
}
