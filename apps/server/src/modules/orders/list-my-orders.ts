import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  moneyToJson,
  type MyOrders,
  type Order,
  ORDER_TYPE,
  ORDER_UNIT_STATUS,
  type ReadyOrders,
} from '@cargo/domain';
import { totalCount } from '../../db/paginate.js';
import { jsonRowsOf, rowsFromJson } from '../../db/read/json-rows.js';
import { type PageRequest, readPage, type ReadScope } from '../../db/read/reader.js';
import { orders, orderUnits } from '../../db/schema/orders.js';
import { orderView } from './views.js';

/** Every lot of the order, in the order the lots were added, beside the order's row. */
const lotsOfOrder = jsonRowsOf(orderUnits, eq(orderUnits.orderId, orders.id), sql`${orderUnits.id}`);

/**
 * A page of the customer's orders, newest first, each with all its lots and shaped with the lots of `statusId`
 * (all when absent), and `extra` values beside the page: ONE statement with the route's session check (the one read
 * API, docs/decisions/060).
 */
function pageOfOrders<E extends Record<string, unknown>>(
  scope: ReadScope,
  userId: number,
  request: PageRequest,
  percent: string,
  where: SQL[],
  options: { statusId?: number; extra?: { [K in keyof E]: SQL<E[K]> } } = {},
) {
  const { statusId, extra } = options;
  return readPage<{ total: number } & typeof orders.$inferSelect & { lots: unknown }, Order, E>(
    scope,
    () =>
      scope.db
        .select({ ...getTableColumns(orders), lots: lotsOfOrder.as('lots'), total: totalCount })
        .from(orders)
        .where(and(eq(orders.userId, userId), ...where))
        .orderBy(desc(orders.id))
        .$dynamic(),
    request,
    {
      extra,
      toItems: (rows) =>
        rows.map(({ lots, ...order }) => {
          const all = rowsFromJson(orderUnits, lots);
          const shown = statusId === undefined ? all : all.filter((lot) => lot.statusId === statusId);
          return orderView(order, shown, percent, all);
        }),
    },
  );
}

const lotCount = (userId: number, what: SQL) =>
  sql<number>`(select cast(${what} as integer) from ${orderUnits} where ${eq(orderUnits.userId, userId)})`.mapWith(
    Number,
  );

/**
 * The order store's counters (spec section 3): orders with a new lot, lots awaiting price confirmation; and ready
 * orders not yet sent to buyout (decision 051). Read beside the page, in its statement.
 */
const orderCounters = (userId: number) => ({
  newOrderCount: lotCount(
    userId,
    sql`count(distinct ${orderUnits.orderId}) filter (where ${orderUnits.statusId} = ${ORDER_UNIT_STATUS.NEW})`,
  ),
  readyOrderCount: lotCount(
    userId,
    sql`count(distinct ${orderUnits.orderId}) filter (where ${orderUnits.statusId} = ${ORDER_UNIT_STATUS.READY_ORDER})`,
  ),
  confirmOrdersCount: lotCount(
    userId,
    sql`count(*) filter (where ${orderUnits.statusId} = ${ORDER_UNIT_STATUS.PRICE_CONFIRMATION})`,
  ),
});

/**
 * `GET api/client/my-orders`: the orders (ordinary and ready) having a lot in `statusId` (all when absent), each
 * order's lots filtered to it, with the counters and the commission a lot sent now is charged.
 */
export async function listMyOrders(
  scope: ReadScope,
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
  const page = await pageOfOrders(scope, userId, query, percent, where, {
    statusId,
    extra: orderCounters(userId),
  });
  return { ...page, commissionPercent: moneyToJson(percent) };
}

/** `GET api/readyOrder/cl`: the customer's ready orders, newest first. */
export function listReadyOrders(
  scope: ReadScope,
  userId: number,
  request: PageRequest,
  percent: string,
): Promise<ReadyOrders> {
  return pageOfOrders(scope, userId, request, percent, [eq(orders.orderTypeId, ORDER_TYPE.READY)]);
}
