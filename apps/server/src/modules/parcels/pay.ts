import {
  fromMinorUnits,
  moneyToJson,
  PARCEL_MESSAGES,
  parcelName,
  type ParcelPaid,
  toMinorUnits,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../errors.js';
import { debit } from '../finance/index.js';
import { settleStorageOfParcel } from '../goods/index.js';
import { customerStep } from './parcel-step.js';

/**
 * `PUT api/parcel/pay/{parcelId}`: the status change 33 → 40 (expected status in the UPDATE's WHERE) and the
 * ruble debit in one transaction. Short of money: 402 and nothing changed; not awaiting payment: 409.
 */
export async function payParcel(db: Executor, userId: number, id: number): Promise<ParcelPaid> {
  return db.transaction(async (tx) => {
    const row = await customerStep(tx, userId, id, 'pay', {
      set: { paidAt: new Date() },
      refusal: PARCEL_MESSAGES.notAwaitingPayment,
    });
    if (row.deliveryPrice === null || toMinorUnits(row.deliveryPrice) <= 0n) {
      throw conflict('STATUS_CONFLICT', PARCEL_MESSAGES.notPriced);
    }
    const entry = await debit(tx, {
      userId,
      currency: 'RUB',
      amount: fromMinorUnits(toMinorUnits(row.deliveryPrice)),
      kind: 'parcel_payment',
      comment: PARCEL_MESSAGES.paymentComment(parcelName(row)),
      reference: { type: 'parcel', id },
    });
    // The price held its goods' storage debts (weighing priced them; packed goods accrue no more): paid now.
    await settleStorageOfParcel(tx, id);
    return {
      message: PARCEL_MESSAGES.paid,
      parcelId: id,
      statusId: row.statusId,
      amount: moneyToJson(row.deliveryPrice),
      balance: moneyToJson(entry.balance),
    };
  });
}
