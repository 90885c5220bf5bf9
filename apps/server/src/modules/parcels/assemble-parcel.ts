import type { Executor } from '../../db/client.js';
import type { StaffActor } from '../audit/index.js';
import { refuseGoodsAwaitingPhotoApproval } from '../goods/index.js';
import { staffStep } from './parcel-step.js';

/**
 * Assembling (15 → 20) picks the parcel's goods (→ 140); a good not received or with a problem refuses it, and so
 * does one whose photos still wait for the customer's answer (decision 033).
 */
export function assembleParcel(db: Executor, actor: StaffActor, id: number) {
  return db.transaction(async (tx) => {
    const row = await staffStep(tx, actor, id, 'assemble');
    await refuseGoodsAwaitingPhotoApproval(tx, { parcelIds: [id] }, 'staff');
    return row;
  });
}
