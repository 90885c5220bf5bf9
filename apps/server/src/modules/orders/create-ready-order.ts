import { ORDER_MESSAGES, ORDER_TYPE, type ReadyOrderData } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { insertLots } from './insert-lots.js';
import { readyOrderAnswer } from './ready-order-answer.js';
import { checkedParcelData } from './ready-parcel-data.js';

/** `POST api/readyOrder/cl`. */
export async function createReadyOrder(db: Executor, userId: number, input: ReadyOrderData, percent: string) {
  const parcelData = await checkedParcelData(db, userId, input.parcelData);
  const { row, moves } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        userId,
        orderTypeId: ORDER_TYPE.READY,
        commentOrder: input.order.commentOrder,
        goodHazardCategoryId: input.order.goodHazardCategoryId ?? null,
        parcelData,
      })
      .returning();
    const units = input.order.orderUnits.map((unit, i) => ({ unit, prefix: `order.orderUnits.${i}.` }));
    return { row: row!, moves: await insertLots(tx, userId, row!, units, percent) };
  });
  return readyOrderAnswer(db, row, percent, ORDER_MESSAGES.created, moves);
}
