import { moneyToJson, type OrderResult } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { balanceAfter, type LotMove } from './lot-steps.js';
import { orderAnswer } from './queries.js';
import type { OrderRow } from './views.js';

/**
 * Ready orders (`api/readyOrder/...`, decision 027): an order of one lot (type 2) that starts at 70 with the data of
 * the one-click parcel it becomes. Sending it to buyout (70 → 50) charges the lot as any lot; the buyer's transfer
 * makes its good and parcel in one step. Deleting it cancels the lot and refunds whatever is held.
 */
export async function readyOrderAnswer(
  db: Executor,
  row: OrderRow,
  percent: string,
  message: string,
  moves: LotMove[],
) {
  const balance = balanceAfter(moves);
  return {
    message,
    order: await orderAnswer(db, row, percent),
    balance: balance === null ? null : moneyToJson(balance),
  } satisfies OrderResult;
}
