import { PARCEL_MESSAGES, type ParcelBulkResult } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { customerStep } from './parcel-step.js';
import { parcelNotFound } from './parcel-row.js';

/**
 * `PUT /api/parcel/archive`: each parcel is archived by setting its status id (cancelled → 102, delivered → 950)
 * on its own; the answer lists the moved and the refused. When none of the ids is the customer's: 404.
 */
export async function archiveParcels(db: Executor, userId: number, ids: number[]): Promise<ParcelBulkResult> {
  const moved: number[] = [];
  const refused: ParcelBulkResult['refused'] = [];
  let found = 0;
  for (const id of new Set(ids)) {
    try {
      await db.transaction((tx) =>
        customerStep(tx, userId, id, 'archive', { refusal: PARCEL_MESSAGES.archiveFailed }),
      );
      moved.push(id);
      found++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.statusCode !== 404) found++;
      refused.push({ id, message: error.message });
    }
  }
  if (found === 0) throw parcelNotFound();
  return { message: moved.length ? PARCEL_MESSAGES.archived : PARCEL_MESSAGES.archiveFailed, moved, refused };
}
