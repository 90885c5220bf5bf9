import { eq } from 'drizzle-orm';
import { PARCEL_MESSAGES, PARCEL_STATUS } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { parcels } from '../../db/schema/parcels.js';
import { attachGoodToParcel, detachGoodFromParcel } from '../goods/index.js';
import { customerStep } from './parcel-step.js';

/** A good joins or leaves a virtual parcel (409 for a parcel that is not virtual). */
export function changeVirtualGoods(
  db: Executor,
  userId: number,
  parcelId: number,
  goodId: number,
  change: 'add' | 'remove',
) {
  return db.transaction(async (tx) => {
    await customerStep(tx, userId, parcelId, 'changeGoods', {
      where: eq(parcels.statusId, PARCEL_STATUS.VIRTUAL),
      refusal: PARCEL_MESSAGES.notOpen,
    });
    if (change === 'add') await attachGoodToParcel(tx, userId, goodId, parcelId);
    else await detachGoodFromParcel(tx, userId, goodId, parcelId);
  });
}
