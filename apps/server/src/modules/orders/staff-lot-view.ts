import { eq } from 'drizzle-orm';
import { clientCodeOf, ORDER_UNIT_STATUS, orderNumberOf, type StaffLot } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { orders, orderUnits } from '../../db/schema/orders.js';
import { contactsOf } from '../auth/index.js';
import { lotNotFound, type OrderUnitRow, orderUnitView } from './views.js';

/** A lot with the type of its order, as the desk's queries read them. */
export interface DeskLotRow {
  unit: OrderUnitRow;
  orderTypeId: number;
}

/** Since when the lot waits in its status: sent to buyout (50), price raised (20), purchased (40). */
export function waitingSinceOf(row: OrderUnitRow): Date {
  const since: Record<number, Date | null> = {
    [ORDER_UNIT_STATUS.WAITING_PURCHASE]: row.sentToBuyoutAt,
    [ORDER_UNIT_STATUS.PRICE_CONFIRMATION]: row.priceRaisedAt,
    [ORDER_UNIT_STATUS.PURCHASED]: row.purchasedAt,
    [ORDER_UNIT_STATUS.TRANSFERRED_TO_GOODS]: row.transferredAt,
    [ORDER_UNIT_STATUS.CANCELED]: row.canceledAt,
  };
  return since[row.statusId] ?? row.createdAt;
}

/**
 * Lots as the buyer's desk shows them, with their customers' and takers' names read for the whole page at once. A
 * lot not yet sent is priced at `currentPercent`, the configured commission the customer's order shows
 * (`commissionPercentOf`).
 */
export async function staffLotViews(
  db: Executor,
  rows: readonly DeskLotRow[],
  currentPercent: string,
): Promise<StaffLot[]> {
  const people = await contactsOf(db, [
    ...rows.map((row) => row.unit.userId),
    ...rows.flatMap((row) => (row.unit.takenBy === null ? [] : [row.unit.takenBy])),
  ]);
  return rows.map(({ unit, orderTypeId }) => {
    const client = people.get(unit.userId);
    return {
      ...orderUnitView(unit, currentPercent),
      orderNumber: orderNumberOf(unit.orderId),
      orderTypeId,
      clientId: unit.userId,
      clientCode: clientCodeOf(unit.userId),
      clientName: client?.name ?? null,
      clientEmail: client?.email ?? '',
      waitingSince: waitingSinceOf(unit).toISOString(),
      takenBy:
        unit.takenBy === null ? null : { id: unit.takenBy, name: people.get(unit.takenBy)?.name ?? null },
      takenAt: unit.takenAt?.toISOString() ?? null,
    };
  });
}

/** One lot on the desk (after a step), 404 when it does not exist. */
export async function staffLotView(
  db: Executor,
  unit: OrderUnitRow,
  currentPercent: string,
): Promise<StaffLot> {
  const [order] = await db
    .select({ orderTypeId: orders.orderTypeId })
    .from(orders)
    .where(eq(orders.id, unit.orderId));
  if (!order) throw lotNotFound();
  const [view] = await staffLotViews(db, [{ unit, orderTypeId: order.orderTypeId }], currentPercent);
  return view!;
}

/** The lot the desk acts on, with its order (404 when either is missing). */
export async function findDeskLot(db: Executor, id: number) {
  const [row] = await db
    .select({ unit: orderUnits, order: orders })
    .from(orderUnits)
    .innerJoin(orders, eq(orders.id, orderUnits.orderId))
    .where(eq(orderUnits.id, id));
  if (!row) throw lotNotFound();
  return row;
}

/** `GET /api/staff/orders/lots/{id}`: one lot of any customer as the desk shows it, for its page. */
export async function deskLot(db: Executor, id: number, currentPercent: string): Promise<StaffLot> {
  const { unit, order } = await findDeskLot(db, id);
  const [view] = await staffLotViews(db, [{ unit, orderTypeId: order.orderTypeId }], currentPercent);
  return view!;
}
