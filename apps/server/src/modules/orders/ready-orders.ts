import { eq } from 'drizzle-orm';
import {
  moneyToJson,
  ORDER_MESSAGES,
  ORDER_TYPE,
  type OrderResult,
  type ReadyOrderData,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { insertLots } from './insert-lots.js';
import { lotColumns } from './lot-columns.js';
import { balanceAfter, cancelLot, editLot, type LotMove, lotsOfOrder, sendLotToBuyout } from './lot-steps.js';
import { lockOwnOrder, orderAnswer } from './queries.js';
import { checkedParcelData } from './ready-parcel-data.js';
import { lotNotFound, type OrderRow } from './views.js';

/**
 * Ready orders (`api/readyOrder/...`, decision 027): an order of one lot (type 2) that starts at 70 with the data of
 * the one-click parcel it becomes. Sending it to buyout (70 → 50) charges the lot as any lot; the buyer's transfer
 * makes its good and parcel in one step. Deleting it cancels the lot and refunds whatever is held.
 */
const READY = ORDER_TYPE.READY;

async function answer(db: Executor, row: OrderRow, percent: string, message: string, moves: LotMove[]) {
  const balance = balanceAfter(moves);
  return {
    message,
    order: await orderAnswer(db, row, percent),
    balance: balance === null ? null : moneyToJson(balance),
  } satisfies OrderResult;
}

/** `POST api/readyOrder/cl`. */
export async function createReadyOrder(db: Executor, userId: number, input: ReadyOrderData, percent: string) {
  const parcelData = await checkedParcelData(db, userId, input.parcelData);
  const { row, moves } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        userId,
        orderTypeId: READY,
        commentOrder: input.order.commentOrder,
        goodHazardCategoryId: input.order.goodHazardCategoryId ?? null,
        parcelData,
      })
      .returning();
    const units = input.order.orderUnits.map((unit, i) => ({ unit, prefix: `order.orderUnits.${i}.` }));
    return { row: row!, moves: await insertLots(tx, userId, row!, units, percent) };
  });
  return answer(db, row, percent, ORDER_MESSAGES.created, moves);
}

/** `PUT api/readyOrder/{orderId}`: the lot's data and the parcel's, while the lot is a ready order (70; else 409). */
export async function updateReadyOrder(
  db: Executor,
  userId: number,
  orderId: number,
  input: ReadyOrderData,
  percent: string,
) {
  const parcelData = await checkedParcelData(db, userId, input.parcelData);
  const { row, moves } = await db.transaction(async (tx) => {
    await lockOwnOrder(tx, userId, orderId, READY);
    const [lot] = await lotsOfOrder(tx, orderId);
    const unit = input.order.orderUnits[0]!;
    if (!lot || (unit.id != null && unit.id !== lot.id)) throw lotNotFound();
    const edited = await editLot(
      tx,
      userId,
      lot.id,
      await lotColumns(tx, userId, unit, 'order.orderUnits.0.'),
    );
    const [row] = await tx
      .update(orders)
      .set({
        commentOrder: input.order.commentOrder,
        goodHazardCategoryId: input.order.goodHazardCategoryId ?? null,
        parcelData,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId))
      .returning();
    return { row: row!, moves: [{ row: edited, entry: null }] };
  });
  return answer(db, row, percent, ORDER_MESSAGES.edited, moves);
}

/** `POST api/readyOrder/cl/order/{orderId}`: 70 → 50, the lot's total charged. */
export async function sendReadyOrder(db: Executor, userId: number, orderId: number, percent: string) {
  const { row, moves } = await db.transaction(async (tx) => {
    const row = await lockOwnOrder(tx, userId, orderId, READY);
    const lots = await lotsOfOrder(tx, orderId);
    const moves: LotMove[] = [];
    for (const lot of lots) moves.push(await sendLotToBuyout(tx, userId, lot.id, percent));
    if (moves.length === 0) throw lotNotFound();
    return { row, moves };
  });
  return answer(db, row, percent, ORDER_MESSAGES.sentToBuyout(1), moves);
}

/** `DELETE api/readyOrder/{orderId}`: the lot cancelled (from 70, 20 or 50; else 409), whatever is held refunded. */
export async function cancelReadyOrder(db: Executor, userId: number, orderId: number, percent: string) {
  const { row, moves } = await db.transaction(async (tx) => {
    const row = await lockOwnOrder(tx, userId, orderId, READY);
    const moves: LotMove[] = [];
    for (const lot of await lotsOfOrder(tx, orderId)) moves.push(await cancelLot(tx, userId, lot.id));
    if (moves.length === 0) throw lotNotFound();
    return { row, moves };
  });
  return answer(db, row, percent, ORDER_MESSAGES.canceled, moves);
}
