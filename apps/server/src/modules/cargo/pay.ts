import {
  CARGO_MESSAGES,
  cargoName,
  type CargoPaid,
  fromMinorUnits,
  moneyToJson,
  toMinorUnits,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../errors.js';
import { debit } from '../finance/index.js';
import { customerCargoStep } from './customer-cargo-step.js';

/**
 * `PUT /api/cargo/pay/{id}`: the status change 33 → 40 (expected status in the UPDATE's WHERE) and the ruble
 * debit with its ledger row in one transaction. Short of money: 402 NOT_ENOUGH_MONEY and nothing changed (the
 * debit throws and rolls the status change back); not awaiting payment or already paid: 409.
 */
export async function payCargo(db: Executor, userId: number, id: number): Promise<CargoPaid> {
  return db.transaction(async (tx) => {
    const row = await customerCargoStep(tx, userId, id, 'pay', {
      set: { paidAt: new Date() },
      refusal: CARGO_MESSAGES.notAwaitingPayment,
    });
    if (row.price === null || toMinorUnits(row.price) <= 0n) {
      throw conflict('STATUS_CONFLICT', CARGO_MESSAGES.notAwaitingPayment);
    }
    const entry = await debit(tx, {
      userId,
      currency: 'RUB',
      amount: fromMinorUnits(toMinorUnits(row.price)),
      kind: 'cargo_payment',
      comment: CARGO_MESSAGES.paymentComment(cargoName(row)),
      reference: { type: 'cargo', id },
    });
    return {
      message: CARGO_MESSAGES.paid(id),
      cargoId: id,
      statusId: row.statusId,
      amount: moneyToJson(row.price),
      balance: moneyToJson(entry.balance),
    };
  });
}
