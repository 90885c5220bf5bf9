import { moneyToJson, ORDER_MESSAGES, type OrderResult } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { confirmLotPrice } from './lot-steps.js';
import { lockOwnOrder, orderAnswer, orderIdOfOwnLot, touchOrder } from './queries.js';

/**
 * `PUT api/order/orderUnit/price/confirm?orderUnitId`: the lot waiting at 20 goes back to the buyer (50), charged
 * exactly the new total minus what is held; short: 402 «Недостаточно денег для согласования новой цены.».
 */
export async function confirmPrice(
  db: Executor,
  userId: number,
  lotId: number,
  percent: string,
): Promise<OrderResult> {
  const orderId = await orderIdOfOwnLot(db, userId, lotId);
  const { order, move } = await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    const move = await confirmLotPrice(tx, userId, lotId, percent);
    await touchOrder(tx, orderId);
    return { order, move };
  });
  return {
    message: ORDER_MESSAGES.lotAgreed,
    order: await orderAnswer(db, order, percent),
    balance: move.entry ? moneyToJson(move.entry.balance) : null,
  };
}
