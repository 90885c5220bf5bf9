import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { GOOD_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { goodPhotoReports, goods } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { pageOf } from '../../http.js';
import { toGoodView } from './view.js';

export const goodNotFound = () => new AppError(404, 'NOT_FOUND', GOOD_MESSAGES.notFound);

export async function findOwnGood(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.userId, userId)));
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

export async function viewGoods(db: Executor, rows: Array<typeof goods.$inferSelect>) {
  const reports = await photoReportsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toGoodView(row, reports.get(row.id)));
}

export async function getGood(db: Executor, userId: number, id: number) {
  const [view] = await viewGoods(db, [await findOwnGood(db, userId, id)]);
  return view!;
}

export interface GoodsFilter {
  statusIds?: number[];
  isReady?: boolean;
  parcelId?: number;
  sort?: 'name' | 'date';
  page: number;
  size: number;
}

export async function listGoods(db: Executor, userId: number, filter: GoodsFilter) {
  const conditions: SQL[] = [eq(goods.userId, userId)];
  if (filter.statusIds?.length) conditions.push(inArray(goods.statusId, filter.statusIds));
  if (filter.isReady !== undefined) conditions.push(eq(goods.isReady, filter.isReady));
  if (filter.parcelId) conditions.push(eq(goods.parcelId, filter.parcelId));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(goods).where(where);
  const order =
    filter.sort === 'name'
      ? [asc(goods.description), asc(goods.id)]
      : [desc(goods.createdAt), desc(goods.id)];
  const rows = await db
    .select()
    .from(goods)
    .where(where)
    .orderBy(...order)
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return pageOf(await viewGoods(db, rows), total?.n ?? 0, filter.page, filter.size);
}

/** Counts per status for the sidebar badge and the tabs. */
export async function countGoodsByStatus(db: Executor, userId: number) {
  const rows = await db
    .select({ statusId: goods.statusId, n: count() })
    .from(goods)
    .where(eq(goods.userId, userId))
    .groupBy(goods.statusId);
  return Object.fromEntries(rows.map((row) => [row.statusId, row.n])) as Record<number, number>;
}

export async function trackRegistered(db: Executor, userId: number, track: string, exceptGoodId?: number) {
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.userId, userId), eq(goods.incomingDeclaration, track.trim())));
  return rows.some((row) => row.id !== exceptGoodId);
}
