import { PARCEL_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { customerStep } from './parcel-step.js';

/**
 * `DELETE /api/parcel/cl/{id}`: an in-work parcel not yet at the desk is cancelled; its goods go back on the shelf
 * with it (GOODS_FOLLOW_PARCEL.delete).
 */
export function deleteParcel(db: Executor, userId: number, id: number) {
  return db.transaction(async (tx) => {
    await customerStep(tx, userId, id, 'delete', { refusal: PARCEL_MESSAGES.deleteFailed });
  });
}
