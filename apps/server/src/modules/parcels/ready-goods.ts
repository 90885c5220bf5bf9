import type { ReadyGood } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import type { PageRequest } from '../../db/paginate.js';
import { findOwnReadyGood, type GoodRow, listGoods, viewGood } from '../goods/index.js';
import { ownParcelsByIds, parcelDataView } from './service.js';

/** The reads of one-click goods: a good sent on together with its own parcel, shown with that parcel's data. */

export async function readyView(db: Executor, row: GoodRow): Promise<ReadyGood> {
  const parcels = await ownParcelsByIds(db, row.userId, row.parcelId ? [row.parcelId] : []);
  const parcel = row.parcelId ? parcels.get(row.parcelId) : undefined;
  return { ...(await viewGood(db, row)), parcelData: parcel ? parcelDataView(parcel) : null };
}

/** A page of the customer's one-click goods, newest first; the page's parcels are read in one query. */
export async function listReadyGoods(
  db: Executor,
  userId: number,
  statusIds: number[] | undefined,
  page: PageRequest,
) {
  const goods = await listGoods(db, userId, { isReady: true, statusIds, sort: 'date', ...page });
  const parcels = await ownParcelsByIds(
    db,
    userId,
    goods.data.flatMap((good) => (good.parcelId ? [good.parcelId] : [])),
  );
  const data: ReadyGood[] = goods.data.map((good) => {
    const parcel = good.parcelId ? parcels.get(good.parcelId) : undefined;
    return { ...good, parcelData: parcel ? parcelDataView(parcel) : null };
  });
  return { ...goods, data };
}

export async function getReadyGood(db: Executor, userId: number, id: number) {
  return readyView(db, await findOwnReadyGood(db, userId, id));
}
