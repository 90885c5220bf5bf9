import { PARCEL_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { detachGoodFromParcel } from '../goods/index.js';
import { customerStep } from './parcel-step.js';

/** A good leaves the customer's open parcel and goes back on the shelf (the parcel is guarded first, as when adding). */
export function removeGoodFromParcel(db: Executor, userId: number, parcelId: number, goodId: number) {
  return db.transaction(async (tx) => {
    await customerStep(tx, userId, parcelId, 'changeGoods', { refusal: PARCEL_MESSAGES.notOpen });
    await detachGoodFromParcel(tx, userId, goodId, parcelId);
  });
}
