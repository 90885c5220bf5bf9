import { compareMoney, ORDER_MESSAGES, type StaffLotResult, subtractMoney } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../errors.js';
import type { StaffActor } from '../audit/index.js';
import { staffLotView } from './staff-lot-view.js';
import { type RealPrice, realTotalOf, staffLotStep } from './staff-step.js';

/**
 * `PUT /api/staff/orders/lots/{id}/raise-price`: the shop's price is higher than what the customer paid, so the lot
 * waits for the customer's decision (50 → 20) with the buyer's figures and note. Nothing is charged yet: the
 * customer's confirmation charges the difference. A real total not above `paid` answers 409 (buy it instead).
 */
export async function raiseLotPrice(
  db: Executor,
  actor: StaffActor,
  id: number,
  input: RealPrice & { note: string },
  currentPercent: string,
): Promise<StaffLotResult> {
  const row = await staffLotStep(
    db,
    actor,
    id,
    'raisePrice',
    (lot) => {
      if (compareMoney(realTotalOf(lot, input, currentPercent), lot.paid) <= 0) {
        throw conflict('STATUS_CONFLICT', ORDER_MESSAGES.priceNotHigher);
      }
      return {
        realPrice: input.unitPrice,
        realDelivery: input.chinaDelivery,
        priceNote: input.note,
        priceRaisedAt: new Date(),
      };
    },
    // The customer's letter states the new price and what confirming it will charge (decision 054).
    (lot) => {
      const total = realTotalOf(lot, input, currentPercent);
      return {
        newTotal: total,
        surcharge: subtractMoney(total, lot.paid),
        currency: 'CNY',
        note: input.note,
      };
    },
  );
  return { message: ORDER_MESSAGES.priceRaised, lot: await staffLotView(db, row, currentPercent) };
}
