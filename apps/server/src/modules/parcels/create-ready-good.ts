import type { StorageSettings } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { type GoodItem, insertReadyGood } from '../goods/index.js';
import { insertParcel } from './insert-parcel.js';
import { readyView } from './ready-goods.js';
import { sendReceivedParcelsOn } from './send-received-parcels-on.js';
import { type OneClickParcelData, resolveOneClickParcel } from './resolve-parcel.js';

/**
 * A one-click good and its parcel inside the caller's transaction: the parcel starts as a request (10) with its
 * first tracking event, and goes to assembly by itself when the warehouse receives its good (now, if the warehouse
 * already holds the track). The one-click form and a ready buyout order's transfer both create them here.
 */
export async function insertOneClickGood(
  tx: Executor,
  userId: number,
  track: string,
  item: GoodItem,
  data: OneClickParcelData,
) {
  const parcelValues = await resolveOneClickParcel(tx, userId, data);
  const parcel = await insertParcel(tx, userId, 'request', parcelValues);
  const good = await insertReadyGood(tx, userId, track, item, parcel.id);
  // The warehouse already holds its track: the parcel goes to assembly at once, as the form promises.
  await sendReceivedParcelsOn(tx, [good.id]);
  return { good, parcelId: parcel.id };
}

/**
 * `POST /api/readyGoods`: a one-click good and its parcel, created in one transaction — either both exist
 * afterwards or neither.
 */
export async function createReadyGood(
  db: Executor,
  userId: number,
  track: string,
  item: GoodItem,
  data: OneClickParcelData,
  settings: StorageSettings,
) {
  const { good } = await db.transaction((tx) => insertOneClickGood(tx, userId, track, item, data));
  return readyView(db, good, settings);
}
