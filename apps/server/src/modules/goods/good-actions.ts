import { GOOD_MESSAGES, type GoodAction } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { goods } from '../../db/schema/goods.js';
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

/** A good not yet at the warehouse can be withdrawn: it goes to the archive (100). */
export const cancelGood = (db: Executor, userId: number, id: number) =>
  customerAction(db, userId, id, 'delete', GOOD_MESSAGES.deleteOnlyExpected);

/** The customer accepts a good the warehouse flagged (11) or could not identify (150): it goes on the shelf. */
export const acceptGood = (db: Executor, userId: number, id: number) =>
  customerAction(db, userId, id, 'accept', GOOD_MESSAGES.acceptFailed);

/** The customer asks the warehouse to send a good back to the seller (110); staff carry it on to 120. */
export const returnGood = (db: Executor, userId: number, id: number) =>
  customerAction(db, userId, id, 'return', GOOD_MESSAGES.returnFailed);
