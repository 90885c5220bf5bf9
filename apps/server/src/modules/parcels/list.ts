import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PARCEL_STATUS, type ParcelSortKey, statusesOfCategories } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginate, totalCount } from '../../db/paginate.js';
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

/**
 * The customer's parcels (`my-parcels`): a page by status ids or categories, awaiting payment first when asked.
 * `openSession` (the route's `sessionIsOpen`) puts the session check in the page's statement.
 */
export async function listOwnParcels(
  db: Executor,
  userId: number,
  filter: ParcelListFilter,
  openSession?: SQL,
) {
  const conditions: SQL[] = [eq(parcels.userId, userId)];
  if (openSession) conditions.push(openSession);
  if (filter.statusIds?.length) conditions.push(inArray(parcels.statusId, filter.statusIds));
  if (filter.categoryIds?.length) conditions.push(inStatusSet(statusesOfCategories(filter.categoryIds)));
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
  const [page, counters] = await Promise.all([
    paginate(
      () =>
        db
          .select({ ...LIST_COLUMNS, total: totalCount })
          .from(parcels)
          .where(and(...conditions))
          .orderBy(...order)
          .$dynamic(),
      filter,
      (rows) => listRowsOf(db, rows),
    ),
    parcelCounters(db, userId),
  ]);
  return { ...page, ...counters };
}
