import { eq } from 'drizzle-orm';
import { type OrderUnitAction, ORDER_MESSAGES, priceLot } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { orderUnits } from '../../db/schema/orders.js';
import { AppError, conflict } from '../../errors.js';
import type { LedgerEntry } from '../finance/index.js';
import { chargeLot, refundLot, settleLot } from './lot-money.js';
import type { LotColumns } from './lot-columns.js';
import { lotNotFound, lotRealPrice, type OrderUnitRow } from './views.js';

/**
 * The customer's moves of one lot (rows of `ORDER_UNIT_TRANSITIONS`, actor customer), each a guarded status UPDATE
 * that writes the lot's new `paid` with the status, followed by the matching `lot-money.ts` call in the same
 * transaction (decision 027). The caller holds the order's lock (`lockOwnOrder`) and owns the transaction.
 */
export interface LotMove {
  row: OrderUnitRow;
  /** The ledger row written, or null when no yuan moved. */
  entry: LedgerEntry | null;
}

function customerStep(
  tx: Executor,
  userId: number,
  lotId: number,
  action: OrderUnitAction,
  set: (current: OrderUnitRow) => Partial<OrderUnitRow>,
  refusal: string = ORDER_MESSAGES.lotStatusConflict,
) {
  return updateStatus(tx, {
    table: orderUnits,
    entity: 'orderUnit',
    actor: 'customer',
    action,
    id: lotId,
    ownerId: userId,
    set: (current: OrderUnitRow) => ({ ...set(current), updatedAt: new Date() }),
    notFound: lotNotFound,
    refusal,
  });
}

/** 10/70 → 50: the lot's whole total at the current commission is charged, and the percent fixed on the lot. */
export async function sendLotToBuyout(
  tx: Executor,
  userId: number,
  lotId: number,
  percent: string,
): Promise<LotMove> {
  let total = '0';
  const row = await customerStep(tx, userId, lotId, 'sendToBuyout', (current) => {
    total = priceLot(
      { price: current.price, count: current.count, delivery: current.delivery },
      percent,
    ).total;
    return { paid: total, commissionPercent: percent, sentToBuyoutAt: new Date() };
  });
  return { row, entry: await chargeLot(tx, row, total) };
}

/**
 * 20 → 50: the customer accepts the buyer's price. The lot now costs the buyer's figures at its fixed commission;
 * exactly the difference to what is held is charged. Short: 402 «Недостаточно денег для согласования новой цены.»
 */
export async function confirmLotPrice(
  tx: Executor,
  userId: number,
  lotId: number,
  percent: string,
): Promise<LotMove> {
  let before = '0';
  let total = '0';
  const row = await customerStep(
    tx,
    userId,
    lotId,
    'confirmPrice',
    (current) => {
      const real = lotRealPrice(current, percent);
      if (!real) throw conflict('STATUS_CONFLICT', ORDER_MESSAGES.notAwaitingConfirmation);
      before = current.paid;
      total = real.total;
      // The customer agreed to the buyer's figures: they are the lot's figures from now on.
      return { paid: total, price: current.realPrice!, delivery: current.realDelivery! };
    },
    ORDER_MESSAGES.notAwaitingConfirmation,
  );
  try {
    return { row, entry: await settleLot(tx, row, before, total) };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 402) {
      throw new AppError(402, error.code, ORDER_MESSAGES.notEnoughForNewPrice, undefined, error.shortfall);
    }
    throw error;
  }
}

/** 10/70/20/50 → 30: everything held for the lot goes back to the yuan account. */
export async function cancelLot(tx: Executor, userId: number, lotId: number): Promise<LotMove> {
  let before = '0';
  const row = await customerStep(tx, userId, lotId, 'cancel', (current) => {
    before = current.paid;
    return { paid: '0', canceledAt: new Date() };
  });
  return { row, entry: await refundLot(tx, row, before) };
}

/** 10/70 stays: the lot's data replaced (nothing is held yet, so no yuan move). */
export function editLot(tx: Executor, userId: number, lotId: number, columns: Partial<LotColumns>) {
  return customerStep(tx, userId, lotId, 'edit', () => columns, ORDER_MESSAGES.notEditable);
}

/** The lots of an order, read inside the caller's transaction (after the order's lock). */
export function lotsOfOrder(tx: Executor, orderId: number) {
  return tx.select().from(orderUnits).where(eq(orderUnits.orderId, orderId)).orderBy(orderUnits.id);
}

/** The CNY balance after the last yuan move of an operation, or null when none moved. */
export function balanceAfter(moves: readonly LotMove[]): string | null {
  const entries = moves.map((move) => move.entry).filter((entry): entry is LedgerEntry => entry !== null);
  return entries.at(-1)?.balance ?? null;
}
