import {
  type OrderCreateData,
  ORDER_MESSAGES,
  ORDER_TYPE,
  type OrderResult,
  moneyToJson,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { insertLots } from './insert-lots.js';
import { balanceAfter } from './lot-steps.js';
import { orderAnswer } from './queries.js';

/**
 * `POST /api/order`: the order and its lots in one transaction; lots sent with `statusId: 50` are paid at once, so
 * a short yuan balance (402) leaves no order at all.
 */
export async function createOrder(
  db: Executor,
  userId: number,
  input: OrderCreateData,
  percent: string,
): Promise<OrderResult> {
  const { row, balance } = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        orderTypeId: ORDER_TYPE.BUYOUT,
        commentOrder: input.commentOrder,
        goodHazardCategoryId: input.goodHazardCategoryId ?? null,
      })
      .returning();
    const moves = await insertLots(
      tx,
      userId,
      order!,
      input.orderUnits.map((unit, i) => ({ unit, prefix: `orderUnits.${i}.` })),
      percent,
    );
    return { row: order!, balance: balanceAfter(moves) };
  });
  return {
    message: ORDER_MESSAGES.created,
    order: await orderAnswer(db, row, percent),
    balance: balance === null ? null : moneyToJson(balance),
  };
}
