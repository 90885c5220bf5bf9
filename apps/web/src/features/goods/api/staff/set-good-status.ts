import type { Good, StaffGoodStatusInput } from '@cargo/domain';
import { apiClient } from '../../../../shared/api/apiClient';
import { useInvalidateDeskGoods } from './desk-goods';
import { useAction } from '../../../../shared/api/useAction';

/** PUT /api/staff/goods/{id}/status: a problem found on the shelf (with a reason) or a return-chain step. */
export function useSetGoodStatus() {
  const invalidate = useInvalidateDeskGoods();
  return useAction({
    mutationFn: ({ goodId, ...body }: StaffGoodStatusInput & { goodId: number }) =>
      apiClient.put<Good>(`/staff/goods/${goodId}/status`, body),
    onSettled: invalidate,
  });
}
