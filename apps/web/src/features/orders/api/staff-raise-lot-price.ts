import type { StaffLotResult, staffRaisePriceSchema } from '@cargo/domain';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { useStaffLotMutation } from './staff-lot-mutation';

export type StaffRaisePriceBody = z.output<typeof staffRaisePriceSchema>;

/** PUT /api/staff/orders/lots/{id}/raise-price: the real price is higher, the customer decides (50 → 20). */
export const useRaiseLotPrice = () =>
  useStaffLotMutation(({ id, input }: { id: number; input: StaffRaisePriceBody }) =>
    apiClient.put<StaffLotResult>(`/staff/orders/lots/${id}/raise-price`, input),
  );
