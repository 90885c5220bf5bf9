import { PARCEL_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../errors.js';
import { parcelGoodsSummary, refuseGoodsAwaitingPhotoApproval } from '../goods/index.js';
import { customerStep } from './parcel-step.js';

/** `PUT /api/parcel/cl/send-on-assembly/{id}`: a request with goods goes to the warehouse's queue (10 → 15). */
export function sendParcelToAssembly(db: Executor, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const row = await customerStep(tx, userId, id, 'sendOnAssembly', {
      refusal: PARCEL_MESSAGES.sendOnAssemblyFailed,
    });
    // The parcel row is locked by the UPDATE: its goods cannot change before this commits.
    const goods = (await parcelGoodsSummary(tx, [id])).get(id);
    if (!goods?.count) throw conflict('STATUS_CONFLICT', PARCEL_MESSAGES.goodsRequired);
    await refuseGoodsAwaitingPhotoApproval(tx, { parcelIds: [id] }, 'customer');
    return row;
  });
}
