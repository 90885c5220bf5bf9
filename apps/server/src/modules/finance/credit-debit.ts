import {
  type CurrencyCcy,
  FINANCE_MESSAGES,
  formatMoneyWithSign,
  fromMinorUnits,
  LEDGER_KIND_TITLE,
  type LedgerKind,
  toMinorUnits,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { openDebtsForUpdate, recordDebt, reduceDebt } from './debts.js';
import { accountForUpdate, changeBalance, type LedgerEntry } from './ledger.js';

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
 *
 * When the account owes something (`takeBack` could not take all it had to), the credit repays it first, oldest
 * debt first, each repayment a `debt_repayment` row right after the credit's (decision 046). The entry is the
 * credit's row; its `balance` is the account's balance after the repayments.
 */
export async function credit(tx: Executor, move: MoneyMove): Promise<LedgerEntry> {
  const creditedMinor = positive(move.amount);
  const entry = await changeBalance(tx, toChange(move, creditedMinor));
  const balance = await repayDebts(tx, entry.accountId, move, creditedMinor);
  return balance === null ? entry : { ...entry, balance };
}

/** Repays the account's open debts from a credit of `creditedMinor`; the balance after, or null when none. */
async function repayDebts(
  tx: Executor,
  accountId: number,
  move: MoneyMove,
  creditedMinor: bigint,
): Promise<string | null> {
  const debts = await openDebtsForUpdate(tx, accountId);
  let left = creditedMinor;
  let balance: string | null = null;
  for (const debt of debts) {
    if (left === 0n) break;
    const owedMinor = toMinorUnits(debt.outstanding);
    const paidMinor = owedMinor < left ? owedMinor : left;
    left -= paidMinor;
    await reduceDebt(tx, debt.id, fromMinorUnits(paidMinor));
    const money = (minor: bigint) => formatMoneyWithSign(fromMinorUnits(minor), move.currency);
    const what = LEDGER_KIND_TITLE[debt.kind as LedgerKind] ?? debt.kind;
    const row = await changeBalance(tx, {
      userId: move.userId,
      currency: move.currency,
      amount: fromMinorUnits(-paidMinor),
      kind: 'debt_repayment',
      comment: FINANCE_MESSAGES.debtRepaymentComment(
        what.toLowerCase(),
        money(paidMinor),
        paidMinor < owedMinor ? money(owedMinor - paidMinor) : null,
      ),
      referenceType: debt.referenceType,
      referenceId: debt.referenceId,
    });
    balance = row.balance;
  }
  return balance;
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

/**
 * Takes back an earlier credit that no longer stands (a referral reward whose top-up went back to the card): as
 * much as the balance holds now, with one ledger row (of zero when the balance is empty), and the rest becomes a
 * debt of the account that its next credits repay first (`credit`). The balance never goes below zero; the row's
 * comment says how much became a debt. One debt per `kind` and `reference` (a unique index).
 */
export async function takeBack(
  tx: Executor,
  move: MoneyMove & { reference: LedgerReference },
): Promise<{ entry: LedgerEntry; owedMinor: bigint }> {
  const wantedMinor = positive(move.amount);
  const account = await accountForUpdate(tx, move.userId, move.currency);
  const balanceMinor = toMinorUnits(account.balance);
  const takenMinor = balanceMinor < wantedMinor ? balanceMinor : wantedMinor;
  const owedMinor = wantedMinor - takenMinor;
  const money = (minor: bigint) => formatMoneyWithSign(fromMinorUnits(minor), move.currency);
  const comment =
    owedMinor === 0n
      ? move.comment
      : move.comment +
        FINANCE_MESSAGES.debtNote(takenMinor > 0n ? money(takenMinor) : null, money(owedMinor));
  const entry = await changeBalance(tx, { ...toChange(move, -takenMinor), comment });
  if (owedMinor > 0n) {
    await recordDebt(tx, {
      accountId: entry.accountId,
      amount: fromMinorUnits(owedMinor),
      kind: move.kind,
      comment: move.comment,
      reference: move.reference,
      transactionId: entry.transactionId,
    });
  }
  return { entry, owedMinor };
}
