import { eq } from 'drizzle-orm';
import {
  GOOD_MESSAGES,
  GOOD_STATUSES_NEEDING_REASON,
  staffGoodActionTo,
  type StaffGoodStatus,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { goodPhotoReports, goods } from '../../db/schema/goods.js';
import { conflict } from '../../errors.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { storeImage } from '../uploads/index.js';
import { awaitPhotoApproval } from './await-photo-approval.js';
import { findGood, goodNotFound, viewGood } from './queries.js';

/** The desk's status menu: the staff action of the transition table that leads from the good's status there. */
export async function setGoodStatusByStaff(db: Executor, goodId: number, change: StaffGoodStatus) {
  const current = await findGood(db, goodId);
  const action = staffGoodActionTo(current.statusId, change.statusId);
  if (!action) throw conflict('STATUS_CONFLICT', GOOD_MESSAGES.staffTransitionRefused);
  const row = await updateStatus(db, {
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
  return viewGood(db, row);
}

export async function addPhotoReport(
  db: Executor,
  storage: FileStorage,
  staffId: number,
  goodId: number,
  data: Buffer,
) {
  await findGood(db, goodId);
  const stored = await storeImage(db, storage, staffId, data, 'image');
  return db.transaction(async (tx) => {
    await tx.insert(goodPhotoReports).values({ goodId, fileName: stored.fileName, createdBy: staffId });
    await awaitPhotoApproval(tx, await findGood(tx, goodId));
    return viewGood(tx, await findGood(tx, goodId));
  });
}
