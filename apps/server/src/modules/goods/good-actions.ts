import { GOOD_MESSAGES, type GoodAction, PHOTO_APPROVAL } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updatePhotoApproval } from '../../db/guarded-approval-update.js';
import { updateStatus } from '../../db/guarded-update.js';
import { goods } from '../../db/schema/goods.js';
import { refuseDeletingBoughtGood } from './bought-goods.js';
import { goodNotFound } from './queries.js';

/** A customer's status action on their good, as the transition table allows it. */
function customerAction(db: Executor, userId: number, id: number, action: GoodAction, refusal: string) {
  return updateStatus(db, {
    table: goods,
    entity: 'good',
    actor: 'customer',
    action,
    id,
    ownerId: userId,
    // A problem's reason stops applying once the good leaves the problem status.
    set: { statusReason: null, updatedAt: new Date() },
    notFound: goodNotFound,
    refusal,
  });
}

/**
 * A good not yet at the warehouse can be withdrawn: it goes to the archive (100). Not one the service bought with
 * the customer's paid lot (decision 051): that one stays expected, and the warehouse receives it.
 */
export async function cancelGood(db: Executor, userId: number, id: number) {
  await refuseDeletingBoughtGood(db, userId, id);
  return customerAction(db, userId, id, 'delete', GOOD_MESSAGES.deleteOnlyExpected);
}

/** The customer accepts a good the warehouse flagged (11) or could not identify (150): it goes on the shelf. */
export const acceptGood = (db: Executor, userId: number, id: number) =>
  customerAction(db, userId, id, 'accept', GOOD_MESSAGES.acceptFailed);

/**
 * The customer asks the warehouse to send a good back to the seller (110); staff carry it on to 120. A good whose
 * photos waited for an answer gets the return as that answer too (PENDING → RETURN_REQUESTED), in the same
 * transaction, so its card stops asking (decision 033).
 */
export const returnGood = (db: Executor, userId: number, id: number) =>
  db.transaction(async (tx) => {
    const good = await customerAction(tx, userId, id, 'return', GOOD_MESSAGES.returnFailed);
    if (good.photoApproval !== PHOTO_APPROVAL.PENDING) return good;
    return updatePhotoApproval(tx, {
      actor: 'customer',
      action: 'requestReturn',
      id,
      ownerId: userId,
      notFound: goodNotFound,
      refusal: GOOD_MESSAGES.returnFailed,
    });
  });
