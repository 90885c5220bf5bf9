import { eq } from 'drizzle-orm';
import { PARCEL_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { goods } from '../../db/schema/goods.js';
import { notFound } from '../../errors.js';
import { findOwnGood, goodNotFound } from './queries.js';

/**
 * A good joins or leaves a parcel. The parcels module calls these in the transaction in which it has already
 * guarded the parcel's status, so the parcel cannot leave its open status before the change commits.
 */
export function attachGoodToParcel(tx: Executor, userId: number, goodId: number, parcelId: number) {
  return updateStatus(tx, {
    table: goods,
    entity: 'good',
    actor: 'customer',
    action: 'addToParcel',
    id: goodId,
    ownerId: userId,
    set: { parcelId, updatedAt: new Date() },
    notFound: goodNotFound,
    refusal: PARCEL_MESSAGES.addFailed,
  });
}

export async function detachGoodFromParcel(tx: Executor, userId: number, goodId: number, parcelId: number) {
  const good = await findOwnGood(tx, userId, goodId);
  if (good.parcelId !== parcelId) throw notFound(PARCEL_MESSAGES.goodNotInParcel);
  return updateStatus(tx, {
    table: goods,
    entity: 'good',
    actor: 'customer',
    action: 'removeFromParcel',
    id: goodId,
    ownerId: userId,
    where: eq(goods.parcelId, parcelId),
    set: { parcelId: null, updatedAt: new Date() },
    notFound: goodNotFound,
  });
}
