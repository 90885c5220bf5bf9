import { PARCEL_MESSAGES, parcelName, toMinorUnits } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../errors.js';
import { type StaffActor, withCurrency } from '../audit/index.js';
import { amountPaidFor, credit } from '../finance/index.js';
import { staffStep } from './parcel-step.js';

/**
 * `PUT /api/staff/parcels/{id}/cancel-with-refund`: a paid parcel that cannot ship (prohibited content found, lost
 * at the warehouse) is cancelled (40 → 800) with the reason the customer reads on the parcel and in its tracking.
 * In the same transaction: exactly what the ledger says was paid for it goes back to the ruble account through
 * finance's `credit` (kind `parcel_refund`), and its goods go back on the shelf, out of the parcel (130 → 20), through
 * the one parcel step helper.
 *
 * The guarded status change comes first and locks the parcel's row: a concurrent ship or a second cancel waits,
 * then finds the status changed and answers 409, so the money is given back at most once. Shipped (50 and on) or
 * not yet paid, no transition row allows it (409).
 */
export async function cancelParcelWithRefund(db: Executor, actor: StaffActor, id: number, reason: string) {
  const paidFor = (tx: Executor, userId: number) =>
    amountPaidFor(tx, { userId, currency: 'RUB', reference: { type: 'parcel', id } });
  return db.transaction(async (tx) => {
    // The step also puts the goods back on the shelf (GOODS_FOLLOW_PARCEL.cancelWithRefund).
    const row = await staffStep(tx, actor, id, 'cancelWithRefund', {
      set: { statusReason: reason },
      note: reason,
      refusal: PARCEL_MESSAGES.cancelWithRefundNotAllowed,
      fields: ['statusReason'],
      reason,
      more: async (locked, after) => ({
        refunded: [null, withCurrency(await paidFor(locked, after.userId), 'RUB')],
      }),
    });
    const paid = await paidFor(tx, row.userId);
    if (toMinorUnits(paid) <= 0n) throw conflict('STATUS_CONFLICT', PARCEL_MESSAGES.nothingToRefund);
    const entry = await credit(tx, {
      userId: row.userId,
      currency: 'RUB',
      amount: paid,
      kind: 'parcel_refund',
      comment: PARCEL_MESSAGES.refundComment(parcelName(row)),
      reference: { type: 'parcel', id },
      createdBy: actor.id,
    });
    return { row, refunded: paid, balance: entry.balance };
  });
}
