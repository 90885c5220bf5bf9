import { ORDER_MESSAGES, ORDER_TYPE } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { cancelLot, type LotMove, lotsOfOrder } from './lot-steps.js';
import { lockOwnOrder } from './queries.js';
import { readyOrderAnswer } from './ready-order-answer.js';
import { lotNotFound } from './views.js';

/** `DELETE api/readyOrder/{orderId}`: the lot cancelled (from 70, 20 or 50; else 409), whatever is held refunded. */
export async function cancelReadyOrder(db: Executor, userId: number, orderId: number, percent: string) {
  const { row, moves } = await db.transaction(async (tx) => {
    const row = await lockOwnOrder(tx, userId, orderId, ORDER_TYPE.READY);
    const moves: LotMove[] = [];
    for (const lot of await lotsOfOrder(tx, orderId)) moves.push(await cancelLot(tx, userId, lot.id));
    if (moves.length === 0) throw lotNotFound();
    return { row, moves };
  });
  return readyOrderAnswer(db, row, percent, ORDER_MESSAGES.canceled, moves);
}
