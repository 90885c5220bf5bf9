import type { Executor } from '../../db/client.js';
import { type GoodItem, insertReadyGood } from '../goods/index.js';
import { insertParcel } from './insert-parcel.js';
import { readyView } from './ready-goods.js';
import { type OneClickParcelData, resolveOneClickParcel } from './resolve-parcel.js';

/**
 * `POST /api/readyGoods`: a one-click good and its parcel, created in one transaction — either both exist
 * afterwards or neither. The parcel starts as a request (10) with its first tracking event.
 */
export async function createReadyGood(
  db: Executor,
  userId: number,
  track: string,
  item: GoodItem,
  data: OneClickParcelData,
) {
  const parcelValues = await resolveOneClickParcel(db, userId, data);
  const row = await db.transaction(async (tx) => {
    const parcel = await insertParcel(tx, userId, 'request', parcelValues);
    return insertReadyGood(tx, userId, track, item, parcel.id);
  });
  return readyView(db, row);
}
