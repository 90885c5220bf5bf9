import { ORDER_MESSAGES, type StaffLotResult } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import type { StaffActor } from '../audit/index.js';
import { refundLot } from './lot-money.js';
import { staffLotView } from './staff-lot-view.js';
import { staffLotStep } from './staff-step.js';

/**
 * `PUT /api/staff/orders/lots/{id}/cancel`: the shop cannot sell the lot (50 or 20 → 30). Everything held goes back
 * to the customer's yuan account (`refundLot`) in the same transaction as the guarded UPDATE that sets `paid` to 0,
 * with the reason the customer reads. A lot already bought, or cancelled meanwhile, answers 409.
 */
export async function cancelLotByStaff(
  db: Executor,
  actor: StaffActor,
  id: number,
  reason: string,
  currentPercent: string,
): Promise<StaffLotResult> {
  return db.transaction(async (tx) => {
    let paidBefore = '0';
    const row = await staffLotStep(tx, actor, id, 'cancel', (lot) => {
      paidBefore = lot.paid;
      return { paid: '0', statusReason: reason, canceledAt: new Date() };
    });
    await refundLot(tx, row, paidBefore, actor.id);
    return { message: ORDER_MESSAGES.staffCanceled, lot: await staffLotView(tx, row, currentPercent) };
  });
}
