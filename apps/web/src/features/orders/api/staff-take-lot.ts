import type { StaffLotResult } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useStaffLotMutation } from './staff-lot-mutation';

/** PUT /api/staff/orders/lots/{id}/take: the buyer takes the lot to work on (who and when are recorded). */
export const useTakeLot = () =>
  useStaffLotMutation((id: number) => apiClient.put<StaffLotResult>(`/staff/orders/lots/${id}/take`));
