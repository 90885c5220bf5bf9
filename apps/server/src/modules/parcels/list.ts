import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PARCEL_STATUS, type ParcelSortKey, statusesOfCategories } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginate, totalCount } from '../../db/paginate.js';
import { plainScope } from '../../db/read/reader.js';
import { parcels } from '../../db/schema/parcels.js';
import { parcelCounters } from './parcel-counters.js';
import { inStatusSet } from './status-set.js';
import { LIST_COLUMNS, listRowsOf } from './views.js';

export interface ParcelListFilter {
  statusIds?: number[];
  categoryIds?: number[];
  awaitingPaymentOnTop?: boolean;
  sort?: ParcelSortKey;
  direction?: 'asc' | 'desc';
  page: number;
  size: number;
}

const SORT_COLUMNS = {
  id: parcels.id,
  name: parcels.name,
  date: parcels.createdAt,
  weight: parcels.weightKg,
} as const;

/** The WHERE of the customer's parcels in a tab (`my-parcels`). */
export function ownParcelsWhere(userId: number, filter: ParcelListFilter): SQL {
  const conditions: SQL[] = [eq(parcels.userId, userId)];
  if (filter.statusIds?.length) conditions.push(inArray(parcels.statusId, filter.statusIds));
  if (filter.categoryIds?.length) conditions.push(inStatusSet(statusesOfCategories(filter.categoryIds)));
  return and(...conditions)!;
}

/** The ORDER BY of a tab: awaiting payment first when asked, then the chosen key, then newest first. */
export function ownParcelsOrder(filter: ParcelListFilter): SQL[] {
  const direction = filter.direction === 'asc' ? asc : desc;
  const order: SQL[] = [];
  if (filter.awaitingPaymentOnTop) {
    order.push(sql`(${parcels.statusId} = ${PARCEL_STATUS.AWAITING_PAYMENT}) desc`);
  }
  const key = filter.sort ?? 'id';
  if (key === 'weight')
    order.push(sql`${parcels.weightKg} ${sql.raw(filter.direction === 'asc' ? 'asc' : 'desc')} nulls last`);
  else order.push(direction(SORT_COLUMNS[key]));
  if (key !== 'id') order.push(desc(parcels.id));
  return order;
}

/**
 * The customer's parcels (`my-parcels`) as objects: a page by status ids or categories, awaiting payment first
 * when asked, with the counters. The route answers the same page as JSON text written by PostgreSQL in one
 * statement (`ownParcelPageText`); this form is what that text is checked against.
 */
export async function listOwnParcels(db: Executor, userId: number, filter: ParcelListFilter) {
  const [page, counters] = await Promise.all([
    paginate(
      db,
      () =>
        db
          .select({ ...LIST_COLUMNS, total: totalCount })
          .from(parcels)
          .where(ownParcelsWhere(userId, filter))
          .orderBy(...ownParcelsOrder(filter))
          .$dynamic(),
      filter,
      (rows) => listRowsOf(db, rows),
    ),
    parcelCounters(plainScope(db), userId),
  ]);
  return { ...page, ...counters };
}
