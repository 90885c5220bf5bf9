import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { countByStatus } from '../../db/count-by-status.js';
import { type DeskGood, normalizeTrack, type StorageSettings } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { goods } from '../../db/schema/goods.js';
import { startsWith } from '../../db/search-expressions.js';
import { clientsByIds, deskSearchCondition } from '../auth/index.js';
import { customersWithPassport } from '../recipients/index.js';
import { goodNotFound, type GoodRow, viewGoods } from './queries.js';

export interface DeskGoodsFilter {
  /** A track's beginning, as the desk's search field is typed (any case, spaces ignored). */
  track?: string;
  statusIds?: number[];
  /** The desk search (decision 050): the customer, the good's number or the start of its track. */
  q?: string;
}

/** The goods the desk search finds: by their customer, their number or their incoming track's start. */
function goodSearch(db: Executor, q: string | undefined) {
  return deskSearchCondition(db, q, {
    owner: goods.userId,
    alsoCustomers: customersWithPassport(db, q),
    numbers: [goods.id],
    trackKeys: [goods.trackKey],
  });
}

/** `GET /api/staff/goods/counters?q`: the goods the search finds (every good without one) by status. */
export function goodDeskCounters(db: Executor, q: string | undefined) {
  return countByStatus(db, goods, goods.statusId, goodSearch(db, q));
}

/** Goods as the desk shows them: each with its owner, read for the whole set at once. */
export async function viewDeskGoods(
  db: Executor,
  rows: GoodRow[],
  settings: StorageSettings,
): Promise<DeskGood[]> {
  const [views, clients] = await Promise.all([
    viewGoods(db, rows, settings),
    clientsByIds(
      db,
      rows.map((row) => row.userId),
    ),
  ]);
  return views.map((view) => ({
    ...view,
    client: clients.get(view.clientId) ?? { id: view.clientId, email: '', name: null },
  }));
}

const deskOrder = [asc(goods.trackKey), asc(goods.id)];

/** A page of every customer's goods by track prefix and/or status. */
export function listDeskGoods(
  db: Executor,
  filter: DeskGoodsFilter,
  page: PageRequest,
  settings: StorageSettings,
) {
  const conditions: SQL[] = [];
  if (filter.track)
    conditions.push(startsWith(goods.trackKey, normalizeTrack(filter.track).replace(/[\\%_]/g, '')));
  if (filter.statusIds?.length) conditions.push(inArray(goods.statusId, filter.statusIds));
  const searched = goodSearch(db, filter.q);
  if (searched) conditions.push(searched);
  return paginate(
    db,
    () =>
      db
        .select({ good: goods, total: totalCount })
        .from(goods)
        .where(and(...conditions))
        .orderBy(...deskOrder)
        .$dynamic(),
    page,
    (rows) =>
      viewDeskGoods(
        db,
        rows.map((row) => row.good),
        settings,
      ),
  );
}

/** Every good registered under one track, by its key (a Chinese parcel holds a handful). */
export async function deskGoodsOfTrack(db: Executor, trackKey: string, settings: StorageSettings) {
  const rows = await db
    .select()
    .from(goods)
    .where(eq(goods.trackKey, trackKey))
    .orderBy(...deskOrder);
  return viewDeskGoods(db, rows, settings);
}

export async function deskGoodsByIds(db: Executor, ids: number[], settings: StorageSettings) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(goods)
    .where(inArray(goods.id, ids))
    .orderBy(...deskOrder);
  return viewDeskGoods(db, rows, settings);
}

/** `GET /api/staff/goods/{id}`: one good of any customer with its owner, for its desk page. */
export async function deskGood(db: Executor, id: number, settings: StorageSettings) {
  const [good] = await deskGoodsByIds(db, [id], settings);
  if (!good) throw goodNotFound();
  return good;
}
