import { ORDER_MESSAGES, ORDER_TYPE } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { type LotMove, lotsOfOrder, sendLotToBuyout } from './lot-steps.js';
import { lockOwnOrder } from './queries.js';
import { readyOrderAnswer } from './ready-order-answer.js';
import { lotNotFound } from './views.js';

/** `POST api/readyOrder/cl/order/{orderId}`: 70 → 50, the lot's total charged. */
export async function sendReadyOrder(db: Executor, userId: number, orderId: number, percent: string) {
  const { row, moves } = await db.transaction(async (tx) => {
    const row = await lockOwnOrder(tx, userId, orderId, ORDER_TYPE.READY);
    const lots = await lotsOfOrder(tx, orderId);
    const moves: LotMove[] = [];
    for (const lot of lots) moves.push(await sendLotToBuyout(tx, userId, lot.id, percent));
    if (moves.length === 0) throw lotNotFound();
    return { row, moves };
  });
  return readyOrderAnswer(db, row, percent, ORDER_MESSAGES.sentToBuyout(1), moves);
}
