import { compareMoney, ORDER_MESSAGES, type StaffLotResult } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../errors.js';
import type { StaffActor } from '../audit/index.js';
import { settleLot } from './lot-money.js';
import { staffLotView } from './staff-lot-view.js';
import { type RealPrice, realTotalOf, staffLotStep } from './staff-step.js';

export interface PurchaseInput extends RealPrice {
  shopOrderNumber: string;
  chineseTrack?: string | null;
}

/**
 * `PUT /api/staff/orders/lots/{id}/purchase`: bought in the shop (50 → 40) at the real price. What is held becomes
 * the real total in the same guarded UPDATE (the real figures become the lot's price and delivery), and a lower real total's difference goes back to the customer's yuan
 * account (`settleLot`) in the same transaction. A real total above what is held answers 409: the customer must
 * first confirm the new price. A second purchase finds the lot at 40 and answers 409, refunding nothing again.
 */
export async function purchaseLot(
  db: Executor,
  actor: StaffActor,
  id: number,
  input: PurchaseInput,
  currentPercent: string,
): Promise<StaffLotResult> {
  return db.transaction(async (tx) => {
    let paidBefore = '0';
    let total = '0';
    const row = await staffLotStep(tx, actor, id, 'purchase', (lot) => {
      paidBefore = lot.paid;
      total = realTotalOf(lot, input, currentPercent);
      if (compareMoney(total, lot.paid) > 0) throw conflict('STATUS_CONFLICT', ORDER_MESSAGES.priceAboveHeld);
      // As a confirmed new price does, the real figures become the lot's own: the lot shows what it cost.
      return {
        paid: total,
        price: input.unitPrice,
        delivery: input.chinaDelivery,
        realPrice: input.unitPrice,
        realDelivery: input.chinaDelivery,
        shopOrderNumber: input.shopOrderNumber,
        chineseTrack: input.chineseTrack || null,
        purchasedAt: new Date(),
      };
    });
    await settleLot(tx, row, paidBefore, total, actor.id);
    return { message: ORDER_MESSAGES.purchased, lot: await staffLotView(tx, row, currentPercent) };
  });
}
