import type { StaffLotResult, staffPurchaseSchema } from '@cargo/domain';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { useStaffLotMutation } from './staff-lot-mutation';

export type StaffPurchaseBody = z.output<typeof staffPurchaseSchema>;

/** PUT /api/staff/orders/lots/{id}/purchase: bought at the real price, a lower one refunded (50 → 40). */
export const usePurchaseLot = () =>
  useStaffLotMutation(({ id, input }: { id: number; input: StaffPurchaseBody }) =>
    apiClient.put<StaffLotResult>(`/staff/orders/lots/${id}/purchase`, input),
  );
