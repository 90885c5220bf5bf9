import { canDo, GOOD_MESSAGES, PARCEL_MESSAGES, type StorageSettings } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../errors.js';
import { findOwnReadyGood, type GoodItem, updateReadyGoodRow } from '../goods/index.js';
import { customerStep } from './parcel-step.js';
import { readyView } from './ready-goods.js';
import { type OneClickParcelData, resolveOneClickParcel } from './resolve-parcel.js';

/**
 * `PUT /api/readyGoods/{id}`: changes the good (and, with `data`, its parcel) while the good's status allows it and
 * the parcel is still a request. The parcel is guarded first: its row stays locked until the good's change commits.
 */
export async function updateReadyGood(
  db: Executor,
  userId: number,
  id: number,
  track: string,
  item: GoodItem,
  data: OneClickParcelData | null,
  settings: StorageSettings,
) {
  const current = await findOwnReadyGood(db, userId, id);
  // The guarded updates below decide; this only makes the good's own refusal the one the customer reads.
  if (!canDo('good', 'customer', 'editReady', current.statusId))
    throw conflict('STATUS_CONFLICT', GOOD_MESSAGES.notEditable);
  const parcelValues = data ? await resolveOneClickParcel(db, userId, data) : undefined;
  const row = await db.transaction(async (tx) => {
    if (current.parcelId) {
      await customerStep(tx, userId, current.parcelId, 'editData', {
        set: parcelValues,
        refusal: PARCEL_MESSAGES.notEditable,
      });
    }
    return updateReadyGoodRow(tx, userId, id, track, item);
  });
  return readyView(db, row, settings);
}
