import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ID_MAX, ORDER_UNIT_STATUS, type StaffLots } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { orders, orderUnits } from '../../db/schema/orders.js';
import { userIdsByEmail } from '../auth/index.js';
import { staffLotViews } from './staff-lot-view.js';

export interface DeskLotsFilter extends PageRequest {
  statusId: number;
  search?: string;
}

/** The column a status's lots have waited since (sent to buyout, price raised, purchased, …). */
const WAITING_SINCE: Record<number, PgColumn> = {
  [ORDER_UNIT_STATUS.WAITING_PURCHASE]: orderUnits.sentToBuyoutAt,
  [ORDER_UNIT_STATUS.PRICE_CONFIRMATION]: orderUnits.priceRaisedAt,
  [ORDER_UNIT_STATUS.PURCHASED]: orderUnits.purchasedAt,
  [ORDER_UNIT_STATUS.TRANSFERRED_TO_GOODS]: orderUnits.transferredAt,
  [ORDER_UNIT_STATUS.CANCELED]: orderUnits.canceledAt,
};

const idIn = (text: string | undefined) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 && id <= ID_MAX ? id : null;
};

/**
 * What the search box finds: an order number («Z12» or «12», which may also be a lot's id), a client code
 * («K0007»), part of the customer's e-mail, or part of the lot's name. Undefined when there is no search.
 */
async function searchCondition(db: Executor, search: string | undefined): Promise<SQL | undefined> {
  const text = search?.trim();
  if (!text) return undefined;
  const matches: SQL[] = [ilike(orderUnits.orderName, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)];
  const orderId = idIn(/^[zZЗз]?(\d+)$/.exec(text)?.[1]);
  if (orderId !== null) matches.push(eq(orderUnits.orderId, orderId));
  const lotId = idIn(/^(\d+)$/.exec(text)?.[1]);
  if (lotId !== null) matches.push(eq(orderUnits.id, lotId));
  const clientId = idIn(/^[kKкК](\d+)$/.exec(text)?.[1]);
  if (clientId !== null) matches.push(eq(orderUnits.userId, clientId));
  const byEmail = await userIdsByEmail(db, text);
  if (byEmail.length > 0) matches.push(inArray(orderUnits.userId, byEmail));
  return or(...matches);
}

/**
 * `GET /api/staff/orders/lots`: the buyer's queue of one lot status (waiting to be purchased by default), the lot
 * that has waited longest first, with the number of lots in every status (one grouped query) for the tabs. The
 * search narrows both.
 */
export async function listDeskLots(db: Executor, filter: DeskLotsFilter): Promise<StaffLots> {
  const searched = await searchCondition(db, filter.search);
  const since = WAITING_SINCE[filter.statusId] ?? orderUnits.createdAt;
  const page = await paginate(
    () =>
      db
        .select({ unit: orderUnits, orderTypeId: orders.orderTypeId, total: totalCount })
        .from(orderUnits)
        .innerJoin(orders, eq(orders.id, orderUnits.orderId))
        .where(and(eq(orderUnits.statusId, filter.statusId), searched))
        .orderBy(sql`${since} asc nulls first`, asc(orderUnits.id))
        .$dynamic(),
    filter,
    (rows) => staffLotViews(db, rows),
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
