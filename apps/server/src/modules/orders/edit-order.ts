import {
  moneyToJson,
  ORDER_MESSAGES,
  ORDER_TYPE,
  ORDER_UNIT_STATUS,
  type OrderResult,
  type orderEditSchema,
} from '@cargo/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { conflict } from '../../errors.js';
import { insertLots } from './insert-lots.js';
import { lotColumns } from './lot-columns.js';
import { balanceAfter, cancelLot, editLot, type LotMove, lotsOfOrder, sendLotToBuyout } from './lot-steps.js';
import { lockOwnOrder, orderAnswer } from './queries.js';
import { lotNotFound, orderNotFound } from './views.js';

type OrderEdit = z.output<typeof orderEditSchema>;

/**
 * `PUT /api/order/{id}` with the order's data: the order's comment and hazard category are replaced; lots with an
 * id are edited (only a new lot, 10: else 409 and nothing changed), lots without one are added, and the new lots
 * left out are cancelled (nothing is held for a new lot, so nothing is refunded). Lots past «Новый» that are left
 * out stay as they are. A lot sent with `statusId: 50` goes to buyout and is paid in the same transaction.
 */
export async function editOrder(
  db: Executor,
  userId: number,
  orderId: number,
  input: OrderEdit,
  percent: string,
): Promise<OrderResult> {
  if (input.id !== undefined && input.id !== orderId) throw orderNotFound();
  const { order, moves } = await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (order.orderTypeId !== ORDER_TYPE.BUYOUT)
      throw conflict('STATUS_CONFLICT', ORDER_MESSAGES.notEditable);
    const lots = new Map((await lotsOfOrder(tx, orderId)).map((lot) => [lot.id, lot]));
    const kept = new Set<number>();
    const moves: LotMove[] = [];
    const added: Array<{ unit: OrderEdit['orderUnits'][number]; prefix: string }> = [];
    for (const [i, unit] of input.orderUnits.entries()) {
      const prefix = `orderUnits.${i}.`;
      if (unit.id === undefined || unit.id === null) {
        added.push({ unit, prefix });
        continue;
      }
      const lot = lots.get(unit.id);
      if (!lot) throw lotNotFound();
      if (kept.has(lot.id)) continue;
      kept.add(lot.id);
      if (lot.statusId !== ORDER_UNIT_STATUS.NEW)
        throw conflict('STATUS_CONFLICT', ORDER_MESSAGES.notEditable);
      const row = await editLot(tx, userId, lot.id, await lotColumns(tx, userId, unit, prefix));
      moves.push(
        unit.statusId === ORDER_UNIT_STATUS.WAITING_PURCHASE
          ? await sendLotToBuyout(tx, userId, row.id, percent)
          : { row, entry: null },
      );
    }
    for (const lot of lots.values()) {
      if (lot.statusId === ORDER_UNIT_STATUS.NEW && !kept.has(lot.id))
        moves.push(await cancelLot(tx, userId, lot.id));
    }
    moves.push(...(await insertLots(tx, userId, order, added, percent)));
    const [updated] = await tx
      .update(orders)
      .set({
        commentOrder: input.commentOrder,
        goodHazardCategoryId: input.goodHazardCategoryId ?? null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId))
      .returning();
    return { order: updated!, moves };
  });
  const balance = balanceAfter(moves);
  return {
    message: ORDER_MESSAGES.edited,
    order: await orderAnswer(db, order, percent),
    balance: balance === null ? null : moneyToJson(balance),
  };
}
