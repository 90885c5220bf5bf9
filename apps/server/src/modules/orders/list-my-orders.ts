import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { moneyToJson, type MyOrders, ORDER_TYPE, ORDER_UNIT_STATUS, type ReadyOrders } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { orders, orderUnits } from '../../db/schema/orders.js';
import { orderViews } from './queries.js';

/** A page of the customer's orders, newest first, each with its lots (or those of `statusId`): two statements. */
function pageOfOrders(
  db: Executor,
  userId: number,
  request: PageRequest,
  percent: string,
  where: SQL[],
  statusId?: number,
) {
  return paginate(
    () =>
      db
        .select({ order: orders, total: totalCount })
        .from(orders)
        .where(and(eq(orders.userId, userId), ...where))
        .orderBy(desc(orders.id))
        .$dynamic(),
    request,
    (rows) =>
      orderViews(
        db,
        rows.map((row) => row.order),
        percent,
        statusId === undefined ? undefined : (lot) => lot.statusId === statusId,
      ),
  );
}

/**
 * The order store's counters (spec section 3): orders with a new lot, lots awaiting price confirmation; and ready
 * orders not yet sent to buyout (decision 051).
 */
async function orderCounters(db: Executor, userId: number) {
  const [counters] = await db
    .select({
      newOrderCount:
        sql<number>`cast(count(distinct ${orderUnits.orderId}) filter (where ${orderUnits.statusId} = ${ORDER_UNIT_STATUS.NEW}) as integer)`.mapWith(
          Number,
        ),
      readyOrderCount:
        sql<number>`cast(count(distinct ${orderUnits.orderId}) filter (where ${orderUnits.statusId} = ${ORDER_UNIT_STATUS.READY_ORDER}) as integer)`.mapWith(
          Number,
        ),
      confirmOrdersCount:
        sql<number>`cast(count(*) filter (where ${orderUnits.statusId} = ${ORDER_UNIT_STATUS.PRICE_CONFIRMATION}) as integer)`.mapWith(
          Number,
        ),
    })
    .from(orderUnits)
    .where(eq(orderUnits.userId, userId));
  return {
    newOrderCount: counters?.newOrderCount ?? 0,
    readyOrderCount: counters?.readyOrderCount ?? 0,
    confirmOrdersCount: counters?.confirmOrdersCount ?? 0,
  };
}

/**
 * `GET api/client/my-orders`: the orders (ordinary and ready) having a lot in `statusId` (all when absent), each
 * order's lots filtered to it, with the counters and the commission a lot sent now is charged.
 */
export async function listMyOrders(
  db: Executor,
  userId: number,
  query: PageRequest & { statusId?: number },
  percent: string,
): Promise<MyOrders> {
  const { statusId } = query;
  const where =
    statusId === undefined
      ? []
      : [
          sql`exists (select 1 from ${orderUnits} where ${orderUnits.orderId} = ${orders.id} and ${orderUnits.statusId} = ${statusId})`,
        ];
  const page = await pageOfOrders(db, userId, query, percent, where, statusId);
  return { ...page, ...(await orderCounters(db, userId)), commissionPercent: moneyToJson(percent) };
}

/** `GET api/readyOrder/cl`: the customer's ready orders, newest first. */
export function listReadyOrders(
  db: Executor,
  userId: number,
  request: PageRequest,
  percent: string,
): Promise<ReadyOrders> {
  return pageOfOrders(db, userId, request, percent, [eq(orders.orderTypeId, ORDER_TYPE.READY)]);
}
