import { canDo, GOOD_MESSAGES, PARCEL_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../errors.js';
import { cancelReadyGoodRow, findOwnReadyGood, refuseDeletingBoughtGood } from '../goods/index.js';
import { customerStep } from './parcel-step.js';

/**
 * `DELETE /api/readyGoods/{id}`: withdraws a one-click good the warehouse has not received; its parcel is cancelled
 * with it (10 → 100, with its tracking event) and the good stays in it, so the archive shows both. The parcel is
 * guarded first, as when editing.
 */
export async function cancelReadyGood(db: Executor, userId: number, id: number) {
  // A ready order's good, bought with the customer's paid lot, is not withdrawn with its parcel (decision 051).
  await refuseDeletingBoughtGood(db, userId, id);
  const current = await findOwnReadyGood(db, userId, id);
  if (!canDo('good', 'customer', 'deleteReady', current.statusId))
    throw conflict('STATUS_CONFLICT', GOOD_MESSAGES.deleteOnlyExpected);
  await db.transaction(async (tx) => {
    if (current.parcelId) {
      await customerStep(tx, userId, current.parcelId, 'cancel', { refusal: PARCEL_MESSAGES.notEditable });
    }
    await cancelReadyGoodRow(tx, userId, id);
  });
}
