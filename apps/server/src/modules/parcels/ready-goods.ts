import type { ReadyGood, StorageSettings } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import type { PageRequest } from '../../db/paginate.js';
import { findOwnReadyGood, type GoodRow, listGoods, viewGood } from '../goods/index.js';
import { ownParcelsByIds } from './own-parcels-by-ids.js';
import { parcelDataView } from './parcel-data-view.js';

/** The reads of one-click goods: a good sent on together with its own parcel, shown with that parcel's data. */

export async function readyView(db: Executor, row: GoodRow, settings: StorageSettings): Promise<ReadyGood> {
  const parcels = await ownParcelsByIds(db, row.userId, row.parcelId ? [row.parcelId] : []);
  const parcel = row.parcelId ? parcels.get(row.parcelId) : undefined;
  return { ...(await viewGood(db, row, settings)), parcelData: parcel ? parcelDataView(parcel) : null };
}

/** A page of the customer's one-click goods, newest first; the page's parcels are read in one query. */
export async function listReadyGoods(
  db: Executor,
  userId: number,
  statusIds: number[] | undefined,
  page: PageRequest,
  settings: StorageSettings,
) {
  const goods = await listGoods(db, userId, { isReady: true, statusIds, sort: 'date', ...page }, settings);
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

export async function getReadyGood(db: Executor, userId: number, id: number, settings: StorageSettings) {
  return readyView(db, await findOwnReadyGood(db, userId, id), settings);
}
