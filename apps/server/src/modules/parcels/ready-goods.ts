import { canDo, GOOD_MESSAGES, PARCEL_MESSAGES, PARCEL_STATUS, type ReadyGood } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import type { PageRequest } from '../../db/paginate.js';
import { conflict } from '../../errors.js';
import {
  cancelReadyGoodRow,
  findOwnReadyGood,
  type GoodItem,
  type GoodRow,
  insertReadyGood,
  listGoods,
  updateReadyGoodRow,
  viewGood,
} from '../goods/index.js';
import { type OneClickParcelData, resolveOneClickParcel } from './resolve-parcel.js';
import { changeOwnParcel, insertParcel, ownParcelsByIds, parcelDataView } from './service.js';

/** A one-click good: one good sent on together with its own parcel, both made and changed in one step. */

async function readyView(db: Executor, row: GoodRow): Promise<ReadyGood> {
  const parcels = await ownParcelsByIds(db, row.userId, row.parcelId ? [row.parcelId] : []);
  const parcel = row.parcelId ? parcels.get(row.parcelId) : undefined;
  return { ...(await viewGood(db, row)), parcelData: parcel ? parcelDataView(parcel) : null };
}

/** The good and its parcel, created in one transaction: either both exist afterwards or neither. */
export async function createReadyGood(
  db: Executor,
  userId: number,
  track: string,
  item: GoodItem,
  data: OneClickParcelData,
) {
  const parcelValues = await resolveOneClickParcel(db, userId, data);
  const row = await db.transaction(async (tx) => {
    const parcel = await insertParcel(tx, userId, {
      ...parcelValues,
      statusId: PARCEL_STATUS.PARCEL_REQUEST,
    });
    return insertReadyGood(tx, userId, track, item, parcel.id);
  });
  return readyView(db, row);
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

/**
 * Changes the good (and, with `data`, its parcel) while the good's status allows it and the parcel is still a
 * request. The parcel is guarded first: its row stays locked until the good's change commits.
 */
export async function updateReadyGood(
  db: Executor,
  userId: number,
  id: number,
  track: string,
  item: GoodItem,
  data: OneClickParcelData | null,
) {
  const current = await findOwnReadyGood(db, userId, id);
  // The guarded updates below decide; this only makes the good's own refusal the one the customer reads.
  if (!canDo('good', 'customer', 'editReady', current.statusId))
    throw conflict('STATUS_CONFLICT', GOOD_MESSAGES.notEditable);
  const parcelValues = data ? await resolveOneClickParcel(db, userId, data) : undefined;
  const row = await db.transaction(async (tx) => {
    if (current.parcelId) {
      await changeOwnParcel(tx, userId, current.parcelId, 'editData', {
        set: parcelValues,
        refusal: PARCEL_MESSAGES.notEditable,
      });
    }
    return updateReadyGoodRow(tx, userId, id, track, item);
  });
  return readyView(db, row);
}

/** Withdraws a one-click good the warehouse has not received: the good and its parcel are cancelled together. */
export async function cancelReadyGood(db: Executor, userId: number, id: number) {
  const current = await findOwnReadyGood(db, userId, id);
  if (!canDo('good', 'customer', 'deleteReady', current.statusId))
    throw conflict('STATUS_CONFLICT', GOOD_MESSAGES.deleteOnlyExpected);
  await db.transaction(async (tx) => {
    if (current.parcelId) {
      await changeOwnParcel(tx, userId, current.parcelId, 'cancel', { refusal: PARCEL_MESSAGES.notEditable });
    }
    await cancelReadyGoodRow(tx, userId, id);
  });
}
