import { isNull } from 'drizzle-orm';
import { PHOTO_APPROVAL_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updatePhotoApproval } from '../../db/guarded-approval-update.js';
import { updateStatus } from '../../db/guarded-update.js';
import { goods } from '../../db/schema/goods.js';
import { conflict } from '../../errors.js';
import { findOwnGood, goodNotFound } from './queries.js';

/** `POST /api/goods/cl/photos/approve/{id}`: the customer approves the warehouse's photos (PENDING → APPROVED). */
export function approveGoodPhotos(db: Executor, userId: number, id: number) {
  return updatePhotoApproval(db, {
    actor: 'customer',
    action: 'approvePhotos',
    id,
    ownerId: userId,
    notFound: goodNotFound,
    refusal: PHOTO_APPROVAL_MESSAGES.approveRefused,
  });
}

/**
 * `POST /api/goods/cl/photos/return/{id}`: after seeing the photos the customer sends the good back to the seller
 * (PENDING → RETURN_REQUESTED), and the good moves along its own `return` row (→ 110) in the same transaction;
 * either refusal rolls both back. A good sitting in a parcel is taken out of it first by the customer.
 */
export function requestGoodReturnFromPhotos(db: Executor, userId: number, id: number) {
  return db.transaction(async (tx) => {
    await updatePhotoApproval(tx, {
      actor: 'customer',
      action: 'requestReturn',
      id,
      ownerId: userId,
      notFound: goodNotFound,
      refusal: PHOTO_APPROVAL_MESSAGES.returnRefused,
    });
    const good = await findOwnGood(tx, userId, id);
    if (good.parcelId !== null) {
      throw conflict('PHOTO_APPROVAL_CONFLICT', PHOTO_APPROVAL_MESSAGES.returnFromParcel(good.parcelId));
    }
    return updateStatus(tx, {
      table: goods,
      entity: 'good',
      actor: 'customer',
      action: 'return',
      id,
      ownerId: userId,
      where: isNull(goods.parcelId),
      set: { statusReason: null, updatedAt: new Date() },
      notFound: goodNotFound,
      refusal: PHOTO_APPROVAL_MESSAGES.returnNotAllowed,
    });
  });
}
