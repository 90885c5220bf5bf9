import { compareMoney, type LedgerKind, lotName, ORDER_MESSAGES, subtractMoney } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { credit, debit, type LedgerEntry } from '../finance/index.js';

/**
 * The only way yuan move for a lot (decision 027). Each function runs inside the transaction whose guarded
 * status UPDATE wrote the lot's new `paid`, and writes one ledger row referencing `{ type: 'orderUnit', id }`
 * (kind `order_payment` for charges, `order_refund` for refunds), so a lot's ledger rows always sum to −paid. A
 * short balance throws 402 from `debit` and rolls the status change back with it.
 */
export interface LotRef {
  id: number;
  orderId: number;
  orderName: string;
  userId: number;
}

/** A ledger comment naming the lot as the customer's lists do (`lotName`). */
type Comment = (lot: string) => string;

async function move(
  tx: Executor,
  lot: LotRef,
  amount: string,
  kind: LedgerKind,
  comment: Comment,
  createdBy?: number,
): Promise<LedgerEntry> {
  const change = kind === 'order_payment' ? debit : credit;
  return change(tx, {
    userId: lot.userId,
    currency: 'CNY',
    amount,
    kind,
    comment: comment(lotName(lot)),
    reference: { type: 'orderUnit', id: lot.id },
    createdBy,
  });
}

/** Sending to buyout: the lot's whole total. */
export function chargeLot(tx: Executor, lot: LotRef, total: string): Promise<LedgerEntry> {
  return move(tx, lot, total, 'order_payment', ORDER_MESSAGES.lotPaymentComment);
}

/**
 * Settles what is held (`paidBefore`) against what the lot now costs (`total`): a confirmed higher price charges
 * the difference, a lower real price refunds it. Null when they are equal (no row is written).
 */
export async function settleLot(
  tx: Executor,
  lot: LotRef,
  paidBefore: string,
  total: string,
  createdBy?: number,
): Promise<LedgerEntry | null> {
  const order = compareMoney(total, paidBefore);
  if (order === 0) return null;
  if (order > 0) {
    return move(
      tx,
      lot,
      subtractMoney(total, paidBefore),
      'order_payment',
      ORDER_MESSAGES.lotSurchargeComment,
    );
  }
  return move(
    tx,
    lot,
    subtractMoney(paidBefore, total),
    'order_refund',
    ORDER_MESSAGES.lotDifferenceRefundComment,
    createdBy,
  );
}

/** A cancelled lot: everything held goes back. Null when nothing was held (a new lot). */
export async function refundLot(
  tx: Executor,
  lot: LotRef,
  paidBefore: string,
  createdBy?: number,
): Promise<LedgerEntry | null> {
  if (compareMoney(paidBefore, '0') <= 0) return null;
  return move(tx, lot, paidBefore, 'order_refund', ORDER_MESSAGES.lotRefundComment, createdBy);
}
