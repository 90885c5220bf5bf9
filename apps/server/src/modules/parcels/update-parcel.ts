import { PARCEL_MESSAGES, PARCEL_STATUS, type ParcelAction } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { attachGoodToParcel, detachGoodFromParcel, goodsOfParcel } from '../goods/index.js';
import type { ParcelOrder } from './create-parcel.js';
import { customerStep } from './parcel-step.js';
import { resolveParcelFields } from './resolve-parcel.js';
import { findOwnParcel } from './find-own-parcel.js';

/**
 * `PUT /api/parcel/cl/{id}`: the order form again — data and the set of goods. A virtual parcel becomes a request
 * (9 → 10); a request keeps its status. Goods no longer listed go back on the shelf.
 */
export async function updateParcel(db: Executor, userId: number, id: number, order: ParcelOrder) {
  const current = await findOwnParcel(db, userId, id);
  const values = await resolveParcelFields(db, userId, order.name, order);
  const action: ParcelAction = current.statusId === PARCEL_STATUS.VIRTUAL ? 'makeReal' : 'editData';
  return db.transaction(async (tx) => {
    const row = await customerStep(tx, userId, id, action, {
      set: { ...values, withCrating: order.withCrating },
      refusal: PARCEL_MESSAGES.updateFailed,
    });
    const wanted = new Set(order.goodsIds);
    const present = await goodsOfParcel(tx, id);
    for (const good of present) {
      if (!wanted.has(good.id)) await detachGoodFromParcel(tx, userId, good.id, id);
    }
    const had = new Set(present.map((good) => good.id));
    for (const goodId of wanted) if (!had.has(goodId)) await attachGoodToParcel(tx, userId, goodId, id);
    return row;
  });
}
