import { goodName, hasPaidPhotoReport, statusesAllowing } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { recordEvents } from '../../db/events.js';
import { updatePhotoApproval } from '../../db/guarded-approval-update.js';
import { goodNotFound, type GoodRow } from './queries.js';

/** Statuses in which the customer can still send the good back: on the shelf, not yet picked for a parcel. */
const ANSWERABLE_STATUSES = statusesAllowing('good', 'customer', 'return');

/**
 * The warehouse uploaded a photo of `good`, in the upload's transaction: a good ordered with the paid photo report
 * (service 12) that sits on the shelf and was never asked waits for the customer's answer (none → PENDING), and
 * the customer is told. Goods already picked for a parcel keep the photos as a report only (decision 033).
 */
export async function awaitPhotoApproval(tx: Executor, good: GoodRow): Promise<void> {
  if (good.photoApproval !== null) return;
  if (!hasPaidPhotoReport(good.additionalServicesIds)) return;
  if (!ANSWERABLE_STATUSES.includes(good.statusId)) return;
  await updatePhotoApproval(tx, {
    actor: 'staff',
    action: 'awaitApproval',
    id: good.id,
    notFound: goodNotFound,
    refusal: 'photo approval already asked',
  });
  await recordEvents(tx, [
    {
      userId: good.userId,
      kind: 'good',
      objectId: good.id,
      statusId: good.statusId,
      action: 'photosUploaded',
      actor: 'staff',
      data: { description: good.description, name: goodName(good) },
    },
  ]);
}
