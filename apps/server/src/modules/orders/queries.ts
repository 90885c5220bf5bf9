import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Order } from '@cargo/domain';
import { anyOf } from '../../db/any-of.js';
import type { Executor } from '../../db/client.js';
import { orders, orderUnits } from '../../db/schema/orders.js';
import { lotNotFound, orderNotFound, type OrderRow, type OrderUnitRow, orderView } from './views.js';

/** The lots of these orders, grouped by order, each group in the order the lots were added. */
export async function lotsOfOrders(db: Executor, orderIds: readonly number[]) {
  const byOrder = new Map<number, OrderUnitRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderUnits)
    .where(anyOf(orderUnits.orderId, orderIds))
    .orderBy(asc(orderUnits.orderId), asc(orderUnits.id));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

/** Orders as the API answers them, with all their lots (or those `keep` selects), in one read of the lots. */
export async function orderViews(
  db: Executor,
  rows: readonly OrderRow[],
  percent: string,
  keep?: (lot: OrderUnitRow) => boolean,
): Promise<Order[]> {
  const lots = await lotsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const all = lots.get(row.id) ?? [];
    return orderView(row, keep ? all.filter(keep) : all, percent, all);
  });
}

export async function orderAnswer(db: Executor, row: OrderRow, percent: string): Promise<Order> {
  return (await orderViews(db, [row], percent))[0]!;
}

/** The customer's own order (of one type when given); another customer's id answers 404 as if it did not exist. */
export async function findOwnOrder(db: Executor, userId: number, orderId: number, typeId?: number) {
  const typed: SQL | undefined = typeId === undefined ? undefined : eq(orders.orderTypeId, typeId);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), typed));
  if (!row) throw orderNotFound();
  return row;
}

/**
 * Locks the customer's orders for the transaction (ids ascending, so two transactions never wait on each other
 * crosswise): every customer change of an order's lots runs behind this lock, so an edit and a payment of the
 * same order queue instead of one reading figures the other is changing. Any id not the customer's: 404.
 */
export async function lockOwnOrders(tx: Executor, userId: number, orderIds: readonly number[]) {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(orders)
    .where(and(anyOf(orders.id, ids), eq(orders.userId, userId)))
    .orderBy(asc(orders.id))
    .for('update');
  if (rows.length !== ids.length) throw orderNotFound();
  return rows;
}

export async function lockOwnOrder(tx: Executor, userId: number, orderId: number, typeId?: number) {
  const [row] = await lockOwnOrders(tx, userId, [orderId]);
  if (typeId !== undefined && row!.orderTypeId !== typeId) throw orderNotFound();
  return row!;
}

/** The order a lot of the customer's belongs to (404 when the lot is not the customer's). */
export async function orderIdOfOwnLot(db: Executor, userId: number, lotId: number): Promise<number> {
  const [row] = await db
    .select({ orderId: orderUnits.orderId })
    .from(orderUnits)
    .where(and(eq(orderUnits.id, lotId), eq(orderUnits.userId, userId)));
  if (!row) throw lotNotFound();
  return row.orderId;
}

/** Marks an order changed (its lots changed). */
export async function touchOrder(tx: Executor, orderId: number) {
  await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
}
