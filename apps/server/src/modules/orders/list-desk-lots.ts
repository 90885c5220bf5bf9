import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ORDER_UNIT_STATUS, type StaffLots } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { orders, orderUnits } from '../../db/schema/orders.js';
import { deskSearchCondition, wordsIn } from '../auth/index.js';
import { customersWithPassport } from '../recipients/index.js';
import { staffLotViews } from './staff-lot-view.js';

export interface DeskLotsFilter extends PageRequest {
  statusId: number;
  q?: string;
}

/** The column a status's lots have waited since (sent to buyout, price raised, purchased, …). */
const WAITING_SINCE: Record<number, PgColumn> = {
  [ORDER_UNIT_STATUS.WAITING_PURCHASE]: orderUnits.sentToBuyoutAt,
  [ORDER_UNIT_STATUS.PRICE_CONFIRMATION]: orderUnits.priceRaisedAt,
  [ORDER_UNIT_STATUS.PURCHASED]: orderUnits.purchasedAt,
  [ORDER_UNIT_STATUS.TRANSFERRED_TO_GOODS]: orderUnits.transferredAt,
  [ORDER_UNIT_STATUS.CANCELED]: orderUnits.canceledAt,
};

/**
 * What the search box finds (decision 050): the customer (code «K0007», e-mail, phone, name), a lot's or an order's
 * number («12», «Z12»), the Chinese track the shop gave, or part of the lot's name.
 */
function searchCondition(db: Executor, q: string | undefined): SQL | undefined {
  return deskSearchCondition(db, q, {
    owner: orderUnits.userId,
    alsoCustomers: customersWithPassport(db, q),
    numbers: [orderUnits.id],
    typedTracks: [orderUnits.chineseTrack],
    more: (search) => [
      search.orderNumber === null ? undefined : eq(orderUnits.orderId, search.orderNumber),
      wordsIn(search, orderUnits.orderName),
    ],
  });
}

/**
 * `GET /api/staff/orders/lots`: the buyer's queue of one lot status (waiting to be purchased by default), the lot
 * that has waited longest first, with the number of lots in every status (one grouped query) for the tabs. The
 * search narrows both.
 */
export async function listDeskLots(
  db: Executor,
  filter: DeskLotsFilter,
  currentPercent: string,
): Promise<StaffLots> {
  const searched = searchCondition(db, filter.q);
  const since = WAITING_SINCE[filter.statusId] ?? orderUnits.createdAt;
  const page = await paginate(
    db,
    () =>
      db
        .select({ unit: orderUnits, orderTypeId: orders.orderTypeId, total: totalCount })
        .from(orderUnits)
        .innerJoin(orders, eq(orders.id, orderUnits.orderId))
        .where(and(eq(orderUnits.statusId, filter.statusId), searched))
        .orderBy(sql`${since} asc nulls first`, asc(orderUnits.id))
        .$dynamic(),
    filter,
    (rows) => staffLotViews(db, rows, currentPercent),
  );
  const grouped = await db
    .select({ statusId: orderUnits.statusId, lots: count() })
    .from(orderUnits)
    .where(searched)
    .groupBy(orderUnits.statusId);
  const counts: Record<string, number> = {};
  for (const row of grouped) counts[String(row.statusId)] = Number(row.lots);
  return { ...page, counts };
}
