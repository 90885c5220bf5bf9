import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES, ORDER_TYPE, type ReadyOrderData } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { lotColumns } from './lot-columns.js';
import { editLot, lotsOfOrder } from './lot-steps.js';
import { lockOwnOrder } from './queries.js';
import { readyOrderAnswer } from './ready-order-answer.js';
import { checkedParcelData } from './ready-parcel-data.js';
import { lotNotFound } from './views.js';

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
    await lockOwnOrder(tx, userId, orderId, ORDER_TYPE.READY);
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
  return readyOrderAnswer(db, row, percent, ORDER_MESSAGES.edited, moves);
}
