import {
  moneyToJson,
  ORDER_MESSAGES,
  ORDER_UNIT_STATUS,
  type OrderResult,
  type orderUnitsStatusSchema,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import {
  cancelLot,
  confirmLotPrice,
  type LotMove,
  lotsOfOrder,
  balanceAfter,
  sendLotToBuyout,
} from './lot-steps.js';
import { lockOwnOrder, orderAnswer, touchOrder } from './queries.js';
import { lotNotFound, orderNotFound } from './views.js';

type StatusUpdate = z.output<typeof orderUnitsStatusSchema>;

/** The toast of a status update: what happened to the lots, singular and plural (spec section 8). */
function messageOf(kinds: ReadonlyArray<'cancel' | 'send' | 'confirm'>): string {
  if (kinds.every((kind) => kind === 'cancel')) return ORDER_MESSAGES.lotsCanceled(kinds.length);
  if (kinds.every((kind) => kind === 'confirm')) {
    return kinds.length === 1 ? ORDER_MESSAGES.lotAgreed : ORDER_MESSAGES.agreed;
  }
  if (kinds.every((kind) => kind === 'send')) return ORDER_MESSAGES.lotsSentToBuyout(kinds.length);
  return ORDER_MESSAGES.updated;
}

/**
 * `PUT api/order/{id} {id, orderUnits:[{id,statusId}]}`: per lot, 30 cancels (refunding what is held) and 50 sends a
 * new lot to buyout (charging its total) or accepts a new price at 20 (charging the difference). All lots move in
 * one transaction: one refused lot (409) or a short balance (402) leaves every lot and the balance as they were.
 */
export async function updateUnitStatuses(
  db: Executor,
  userId: number,
  orderId: number,
  input: StatusUpdate,
  percent: string,
): Promise<OrderResult> {
  if (input.id !== orderId) throw orderNotFound();
  const { order, moves, kinds } = await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    const lots = new Map((await lotsOfOrder(tx, orderId)).map((lot) => [lot.id, lot]));
    const asked = [...new Map(input.orderUnits.map((unit) => [unit.id, unit.statusId])).entries()];
    if (asked.some(([id]) => !lots.has(id))) throw lotNotFound();
    const moves: LotMove[] = [];
    const kinds: Array<'cancel' | 'send' | 'confirm'> = [];
    for (const [id, statusId] of asked.sort(([a], [b]) => a - b)) {
      if (statusId === ORDER_UNIT_STATUS.CANCELED) {
        moves.push(await cancelLot(tx, userId, id));
        kinds.push('cancel');
      } else if (lots.get(id)!.statusId === ORDER_UNIT_STATUS.PRICE_CONFIRMATION) {
        moves.push(await confirmLotPrice(tx, userId, id, percent));
        kinds.push('confirm');
      } else {
        moves.push(await sendLotToBuyout(tx, userId, id, percent));
        kinds.push('send');
      }
    }
    await touchOrder(tx, orderId);
    return { order, moves, kinds };
  });
  const balance = balanceAfter(moves);
  return {
    message: messageOf(kinds),
    order: await orderAnswer(db, order, percent),
    balance: balance === null ? null : moneyToJson(balance),
  };
}
