import type { StaffCancelLotInput, StaffLotResult } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useStaffLotMutation } from './staff-lot-mutation';

/** PUT /api/staff/orders/lots/{id}/cancel: the shop cannot sell it; cancelled, everything held refunded (→ 30). */
export const useCancelLotByStaff = () =>
  useStaffLotMutation(({ id, input }: { id: number; input: StaffCancelLotInput }) =>
    apiClient.put<StaffLotResult>(`/staff/orders/lots/${id}/cancel`, input),
  );
