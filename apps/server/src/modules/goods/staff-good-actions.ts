import { eq } from 'drizzle-orm';
import {
  GOOD_MESSAGES,
  GOOD_STATUSES_NEEDING_REASON,
  staffGoodActionTo,
  type StaffGoodStatus,
  type StorageSettings,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { moveStatus } from '../../db/guarded-update.js';
import { goodPhotoReports, goods } from '../../db/schema/goods.js';
import { conflict } from '../../errors.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { recordStaffAction, rowChanges, type StaffActor } from '../audit/index.js';
import { storeImage } from '../uploads/index.js';
import { awaitPhotoApproval } from './await-photo-approval.js';
import { findGood, goodNotFound, viewGood } from './queries.js';

/** The desk's status menu: the staff action of the transition table that leads from the good's status there. */
export async function setGoodStatusByStaff(
  db: Executor,
  actor: StaffActor,
  goodId: number,
  change: StaffGoodStatus,
  settings: StorageSettings,
) {
  const current = await findGood(db, goodId);
  const action = staffGoodActionTo(current.statusId, change.statusId);
  if (!action) throw conflict('STATUS_CONFLICT', GOOD_MESSAGES.staffTransitionRefused);
  return db.transaction(async (tx) => {
    const { before, after } = await moveStatus(tx, {
      table: goods,
      entity: 'good',
      actor: 'staff',
      action,
      id: goodId,
      set: {
        statusReason: GOOD_STATUSES_NEEDING_REASON.includes(change.statusId) ? (change.reason ?? null) : null,
        updatedAt: new Date(),
      },
      // The action was chosen for the status read above: if another desk moved the good since, nothing changes.
      where: eq(goods.statusId, current.statusId),
      notFound: goodNotFound,
      refusal: GOOD_MESSAGES.statusChangedMeanwhile,
    });
    await recordStaffAction(tx, actor, {
      action: 'good.status',
      objectType: 'good',
      objectId: goodId,
      customerId: after.userId,
      changes: rowChanges(before, after, ['statusId', 'statusReason']),
      reason: after.statusReason,
    });
    return viewGood(tx, after, settings);
  });
}

export async function addPhotoReport(
  db: Executor,
  storage: FileStorage,
  actor: StaffActor,
  goodId: number,
  data: Buffer,
  settings: StorageSettings,
) {
  await findGood(db, goodId);
  const stored = await storeImage(db, storage, actor.id, data, 'image');
  return db.transaction(async (tx) => {
    await tx.insert(goodPhotoReports).values({ goodId, fileName: stored.fileName, createdBy: actor.id });
    const before = await findGood(tx, goodId);
    await awaitPhotoApproval(tx, before);
    const after = await findGood(tx, goodId);
    await recordStaffAction(tx, actor, {
      action: 'good.photo-report',
      objectType: 'good',
      objectId: goodId,
      customerId: after.userId,
      changes: { photo: [null, stored.fileName], ...rowChanges(before, after, ['photoApproval']) },
    });
    return viewGood(tx, after, settings);
  });
}
