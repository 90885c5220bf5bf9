import { type CurrencyCcy, fromMinorUnits, type LedgerKind, toMinorUnits } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { changeBalance, type LedgerEntry } from './ledger.js';

/** What a ledger row points at: the parcel, order, top-up, promo code… that caused it. */
export interface LedgerReference {
  type: string;
  id: number;
}

export interface MoneyMove {
  userId: number;
  currency: CurrencyCcy;
  /** Positive exact decimal text ("1500.00"); `credit` adds it, `debit` takes it away. */
  amount: string;
  kind: LedgerKind;
  /** Russian: what the customer reads in the «Комментарий» column, e.g. «Оплата посылки 1234». */
  comment: string;
  reference?: LedgerReference;
  createdBy?: number;
  relatedUserId?: number;
}

function positive(amount: string): bigint {
  const minor = toMinorUnits(amount);
  if (minor <= 0n) throw new Error(`A credit or debit takes a positive amount, got ${amount}`);
  return minor;
}

function toChange(move: MoneyMove, minor: bigint) {
  return {
    userId: move.userId,
    currency: move.currency,
    amount: fromMinorUnits(minor),
    kind: move.kind,
    comment: move.comment,
    referenceType: move.reference?.type,
    referenceId: move.reference?.id,
    createdBy: move.createdBy,
    relatedUserId: move.relatedUserId,
  };
}

/**
 * Puts money on the customer's account of `currency` (a top-up, a refund, a promo code, a referral reward) with
 * one ledger row. Run it inside the transaction that records the cause, so both exist or neither does.
 */
export function credit(tx: Executor, move: MoneyMove): Promise<LedgerEntry> {
  return changeBalance(tx, toChange(move, positive(move.amount)));
}

/**
 * Takes money from the customer's account of `currency` with one ledger row, for parcels (issue 11: kind
 * `parcel_payment`, reference `{ type: 'parcel', id }`) and orders (`order_payment`, `{ type: 'order', id }`).
 *
 * Call it inside the transaction that changes the thing paid for (e.g. together with the parcel's status change
 * through `updateStatus()`), so a refused payment leaves the parcel unpaid. When the balance is short it throws
 * `AppError` 402 `NOT_ENOUGH_MONEY` with the spec's message for the account (yuan: «Недостаточно средств на
 * юаневом счету», else «Недостаточно денег на балансе счета для покупок»), which rolls that transaction back;
 * concurrent debits of one account queue on its row, so two payments can never both spend the same money.
 */
export function debit(tx: Executor, move: MoneyMove): Promise<LedgerEntry> {
  return changeBalance(tx, toChange(move, -positive(move.amount)));
}
