import { and, asc, inArray } from 'drizzle-orm';
import { PHOTO_APPROVAL_BLOCKING, PHOTO_APPROVAL_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
import { goods } from '../../db/schema/goods.js';
import { conflict } from '../../errors.js';

/** Which goods the check is about: these goods, or the goods of these parcels. */
export type PhotoApprovalScope = { goodIds: readonly number[] } | { parcelIds: readonly number[] };

/**
 * Refuses (409, the goods named) while a good of the scope waits for the customer's answer to its photos or goes
 * back to the seller: it cannot go into a parcel, and its parcel is neither sent to assembly nor assembled. The
 * customer's message asks for an answer; the desk's says the customer has not answered. Called inside the caller's
 * transaction, after the parcel's guarded step has locked the parcel row.
 */
export async function refuseGoodsAwaitingPhotoApproval(
  db: Executor,
  scope: PhotoApprovalScope,
  audience: 'customer' | 'staff',
): Promise<void> {
  const where =
    'goodIds' in scope ? anyOf(goods.id, [...scope.goodIds]) : anyOf(goods.parcelId, [...scope.parcelIds]);
  const waiting = await db
    .select({ id: goods.id, description: goods.description })
    .from(goods)
    .where(and(where, inArray(goods.photoApproval, [...PHOTO_APPROVAL_BLOCKING])))
    .orderBy(asc(goods.id));
  if (waiting.length === 0) return;
  const message =
    audience === 'customer'
      ? PHOTO_APPROVAL_MESSAGES.blocked(waiting)
      : PHOTO_APPROVAL_MESSAGES.blockedAtDesk(waiting);
  throw conflict('PHOTO_APPROVAL_PENDING', message);
}
