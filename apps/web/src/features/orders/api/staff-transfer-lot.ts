import type { StaffLotResult, StaffTransferInput } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useStaffLotMutation } from './staff-lot-mutation';

/** PUT /api/staff/orders/lots/{id}/transfer: the lot becomes the customer's good «Ожидается» (40 → 60). */
export const useTransferLot = () =>
  useStaffLotMutation(({ id, input }: { id: number; input: StaffTransferInput }) =>
    apiClient.put<StaffLotResult>(`/staff/orders/lots/${id}/transfer`, input),
  );
