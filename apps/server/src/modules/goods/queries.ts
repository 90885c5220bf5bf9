import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { GOOD_MESSAGES, type Good, normalizeTrack, type Page } from '@cargo/domain';
import { anyOf } from '../../db/any-of.js';
import type { Executor } from '../../db/client.js';
import { paginate, totalCount } from '../../db/paginate.js';
import { goodPhotoReports, goods } from '../../db/schema/goods.js';
import { notFound } from '../../errors.js';
import { toGoodView } from './view.js';

export type GoodRow = typeof goods.$inferSelect;

export const goodNotFound = () => notFound(GOOD_MESSAGES.notFound);

export async function findOwnGood(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.userId, userId)));
  if (!row) throw goodNotFound();
  return row;
}

/** Any customer's good, for the warehouse desk. */
export async function findGood(db: Executor, id: number) {
  const [row] = await db.select().from(goods).where(eq(goods.id, id));
  if (!row) throw goodNotFound();
  return row;
}

async function photoReportsOf(db: Executor, goodIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (goodIds.length === 0) return map;
  const rows = await db
    .select({ goodId: goodPhotoReports.goodId, fileName: goodPhotoReports.fileName })
    .from(goodPhotoReports)
    .where(inArray(goodPhotoReports.goodId, goodIds))
    .orderBy(asc(goodPhotoReports.id));
  for (const row of rows) map.set(row.goodId, [...(map.get(row.goodId) ?? []), row.fileName]);
  return map;
}

/** The answers of some goods, with their photo reports read in one query. */
export async function viewGoods(db: Executor, rows: GoodRow[]) {
  const reports = await photoReportsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toGoodView(row, reports.get(row.id)));
}

export async function viewGood(db: Executor, row: GoodRow) {
  const [view] = await viewGoods(db, [row]);
  return view!;
}

export async function getGood(db: Executor, userId: number, id: number) {
  return viewGood(db, await findOwnGood(db, userId, id));
}

export interface GoodsFilter {
  statusIds?: number[];
  isReady?: boolean;
  parcelId?: number;
  /** Goods in any of these parcels (an empty list matches nothing). */
  parcelIds?: number[];
  /** Only goods in no parcel: what a parcel's form may offer (a good in another parcel stays there). */
  free?: boolean;
  sort?: 'name' | 'date';
  page: number;
  size: number;
}

/**
 * A good's photo reports in its own row, oldest first: the page then takes one statement, not one more per page.
 * Written out by name: Drizzle writes the columns of a one-table select unqualified, which inside this subquery
 * would name the report's own columns. Both drivers read a text[] as an array of strings.
 */
const photoReportsColumn = sql<string[]>`coalesce((select array_agg(r.file_name order by r.id)
  from good_photo_reports r where r.good_id = "goods"."id"), '{}')`;

/** The list's WHERE: the customer's goods by status, readiness and parcel (one place for both list readers). */
export function goodsConditions(userId: number, filter: GoodsFilter): SQL[] {
  const conditions: SQL[] = [eq(goods.userId, userId)];
  if (filter.statusIds?.length) conditions.push(anyOf(goods.statusId, filter.statusIds));
  if (filter.isReady !== undefined) conditions.push(eq(goods.isReady, filter.isReady));
  if (filter.parcelId) conditions.push(eq(goods.parcelId, filter.parcelId));
  if (filter.parcelIds) {
    conditions.push(filter.parcelIds.length ? anyOf(goods.parcelId, filter.parcelIds) : sql`false`);
  }
  if (filter.free) conditions.push(isNull(goods.parcelId));
  return conditions;
}

/** The list's order: newest first unless sorted by name, the id breaking ties. */
export function goodsOrder(filter: GoodsFilter): SQL[] {
  return filter.sort === 'name'
    ? [asc(goods.description), asc(goods.id)]
    : [desc(goods.createdAt), desc(goods.id)];
}

/**
 * A page of the customer's goods; newest first unless sorted by name. `openSession` (the list route's
 * `sessionIsOpen`) puts the session check in the same statement: a closed session reads no row.
 */
export async function listGoods(
  db: Executor,
  userId: number,
  filter: GoodsFilter,
  openSession?: SQL,
): Promise<Page<Good>> {
  const conditions = goodsConditions(userId, filter);
  if (openSession) conditions.push(openSession);
  const order = goodsOrder(filter);
  return paginate(
    () =>
      db
        .select({ good: goods, photoReports: photoReportsColumn, total: totalCount })
        .from(goods)
        .where(and(...conditions))
        .orderBy(...order)
        .$dynamic(),
    filter,
    (rows) => rows.map((row) => toGoodView(row.good, row.photoReports)),
  );
}

/** Whether the customer registered this track already, in any spelling (`lc 7000…` is `LC7000…`). */
export async function trackRegistered(db: Executor, userId: number, track: string, exceptGoodId?: number) {
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.userId, userId), eq(goods.trackKey, normalizeTrack(track))));
  return rows.some((row) => row.id !== exceptGoodId);
}
