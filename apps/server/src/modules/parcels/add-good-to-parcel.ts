import { PARCEL_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { attachGoodToParcel } from '../goods/index.js';
import { customerStep } from './parcel-step.js';

/**
 * A good joins the customer's parcel. The parcel's status is checked by the guarded UPDATE that opens the
 * transaction, which keeps the parcel row locked until the good's change commits: a parcel sent to assembly
 * meanwhile either waits for this change or makes it answer 409.
 */
export function addGoodToParcel(db: Executor, userId: number, parcelId: number, goodId: number) {
  return db.transaction(async (tx) => {
    await customerStep(tx, userId, parcelId, 'changeGoods', { refusal: PARCEL_MESSAGES.notOpen });
    await attachGoodToParcel(tx, userId, goodId, parcelId);
  });
}
