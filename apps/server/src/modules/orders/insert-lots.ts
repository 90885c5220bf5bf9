import {
  ORDER_UNIT_INITIAL_STATUS,
  ORDER_UNIT_STATUS,
  type OrderTypeId,
  ORDER_TYPE,
  type OrderUnitData,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { orderUnits } from '../../db/schema/orders.js';
import { lotColumns } from './lot-columns.js';
import { type LotMove, sendLotToBuyout } from './lot-steps.js';

/**
 * New lots of an order: each starts at its first status (new 10, or ready order 70); a lot the form sent with
 * `statusId: 50` (the spec's «prepared unit») is then sent to buyout and paid in the same transaction.
 */
export async function insertLots(
  tx: Executor,
  userId: number,
  order: { id: number; orderTypeId: number },
  units: ReadonlyArray<{ unit: OrderUnitData; prefix: string }>,
  percent: string,
): Promise<LotMove[]> {
  const first =
    (order.orderTypeId as OrderTypeId) === ORDER_TYPE.READY
      ? ORDER_UNIT_INITIAL_STATUS.ready
      : ORDER_UNIT_INITIAL_STATUS.buyout;
  const moves: LotMove[] = [];
  for (const { unit, prefix } of units) {
    const columns = await lotColumns(tx, userId, unit, prefix);
    const [row] = await tx
      .insert(orderUnits)
      .values({ ...columns, orderId: order.id, userId, statusId: first })
      .returning();
    if (unit.statusId === ORDER_UNIT_STATUS.WAITING_PURCHASE) {
      moves.push(await sendLotToBuyout(tx, userId, row!.id, percent));
    } else moves.push({ row: row!, entry: null });
  }
  return moves;
}
