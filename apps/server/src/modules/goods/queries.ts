import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { GOOD_MESSAGES, type Good, normalizeTrack, type Page, type StorageSettings } from '@cargo/domain';
import { anyOf } from '../../db/any-of.js';
import type { Executor } from '../../db/client.js';
import { paginate, totalCount } from '../../db/paginate.js';
import { goods } from '../../db/schema/goods.js';
import { notFound } from '../../errors.js';
import { goodJson } from './good-json.js';

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

/**
 * The answers of some goods, in the order given: their one definition (`good-json.ts`), read in one query, under
 * the app's storage settings (`storageSettingsOf(ctx.config)`).
 */
export async function viewGoods(db: Executor, rows: GoodRow[], settings: StorageSettings): Promise<Good[]> {
  if (rows.length === 0) return [];
  const found = await db
    .select({ id: goods.id, json: goodJson(settings) })
    .from(goods)
    .where(
      anyOf(
        goods.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(found.map((row) => [row.id, JSON.parse(row.json) as Good]));
  return rows.map((row) => byId.get(row.id)!);
}

export async function viewGood(db: Executor, row: GoodRow, settings: StorageSettings) {
  const [view] = await viewGoods(db, [row], settings);
  return view!;
}

export async function getGood(db: Executor, userId: number, id: number, settings: StorageSettings) {
  return viewGood(db, await findOwnGood(db, userId, id), settings);
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
 * A page of the customer's goods; newest first unless sorted by name.
 */
export async function listGoods(
  db: Executor,
  userId: number,
  filter: GoodsFilter,
  settings: StorageSettings,
): Promise<Page<Good>> {
  const conditions = goodsConditions(userId, filter);
  const order = goodsOrder(filter);
  return paginate(
    db,
    () =>
      db
        .select({ json: goodJson(settings), total: totalCount })
        .from(goods)
        .where(and(...conditions))
        .orderBy(...order)
        .$dynamic(),
    filter,
    (rows) => rows.map((row) => JSON.parse(row.json) as Good),
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
