import {
  moneyToJson,
  ORDER_MESSAGES,
  ORDER_UNIT_STATUS,
  type OrderBulkResult,
  type orderBulkSchema,
  statusAfter,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../errors.js';
import { balanceAfter, cancelLot, type LotMove, lotsOfOrder, sendLotToBuyout } from './lot-steps.js';
import { lockOwnOrders, orderViews, touchOrder } from './queries.js';

type Bulk = z.output<typeof orderBulkSchema>;

/**
 * `PUT /api/order/bulk`: 50 sends every new lot (10, or a ready order's 70) of each order to buyout, paying each;
 * 30 cancels every lot of each order a customer may still cancel, refunding what is held. One transaction: an
 * order that is not the customer's (404), one with nothing to send or cancel (409) or a short balance (402)
 * leaves every order as it was.
 */
export async function bulkUpdateOrders(
  db: Executor,
  userId: number,
  input: Bulk,
  percent: string,
): Promise<OrderBulkResult> {
  const send = input.statusId === ORDER_UNIT_STATUS.WAITING_PURCHASE;
  const action = send ? 'sendToBuyout' : 'cancel';
  const { rows, moves } = await db.transaction(async (tx) => {
    const rows = await lockOwnOrders(tx, userId, input.orderIds);
    const moves: LotMove[] = [];
    for (const order of rows) {
      const lots = (await lotsOfOrder(tx, order.id)).filter(
        (lot) => statusAfter('orderUnit', 'customer', action, lot.statusId) !== undefined,
      );
      if (lots.length === 0) {
        throw conflict(
          'STATUS_CONFLICT',
          send ? ORDER_MESSAGES.nothingToSend : ORDER_MESSAGES.nothingToCancel,
        );
      }
      for (const lot of lots) {
        moves.push(
          send ? await sendLotToBuyout(tx, userId, lot.id, percent) : await cancelLot(tx, userId, lot.id),
        );
      }
      await touchOrder(tx, order.id);
    }
    return { rows, moves };
  });
  const balance = balanceAfter(moves);
  return {
    message: send ? ORDER_MESSAGES.sentToBuyout(rows.length) : ORDER_MESSAGES.canceled,
    orders: await orderViews(db, rows, percent),
    balance: balance === null ? null : moneyToJson(balance),
  };
}
