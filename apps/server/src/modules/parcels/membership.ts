import { PARCEL_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { attachGoodToParcel, detachGoodFromParcel } from '../goods/index.js';
import { changeOwnParcel } from './service.js';

/**
 * A good joins or leaves the customer's parcel. The parcel's status is checked by the guarded UPDATE that opens
 * the transaction, which keeps the parcel row locked until the good's change commits: a parcel sent to assembly
 * meanwhile either waits for this change or makes it answer 409.
 */
export function addGoodToParcel(db: Executor, userId: number, parcelId: number, goodId: number) {
  return db.transaction(async (tx) => {
    await changeOwnParcel(tx, userId, parcelId, 'changeGoods', { refusal: PARCEL_MESSAGES.notOpen });
    await attachGoodToParcel(tx, userId, goodId, parcelId);
  });
}

export function removeGoodFromParcel(db: Executor, userId: number, parcelId: number, goodId: number) {
  return db.transaction(async (tx) => {
    await changeOwnParcel(tx, userId, parcelId, 'changeGoods', { refusal: PARCEL_MESSAGES.notOpen });
    await detachGoodFromParcel(tx, userId, goodId, parcelId);
  });
}
