import { eq, isNull, or, sql } from 'drizzle-orm';
import { PARCEL_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
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
    // A good already in another parcel stays there.
    where: or(isNull(goods.parcelId), eq(goods.parcelId, parcelId)),
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

/** Count, declared value (Σ price × qty) and currency of the goods in each of these parcels, in one query. */
export async function parcelGoodsSummary(db: Executor, parcelIds: number[]) {
  const unique = [...new Set(parcelIds)];
  const summary = new Map<number, { count: number; value: string; currency: string }>();
  if (unique.length === 0) return summary;
  const rows = await db
    .select({
      parcelId: goods.parcelId,
      count: sql<number>`cast(count(*) as integer)`.mapWith(Number),
      value: sql<string>`coalesce(sum(${goods.price} * ${goods.qty}), 0)::numeric(14,2)::text`,
      currency: sql<string>`min(${goods.currency})`,
    })
    .from(goods)
    .where(anyOf(goods.parcelId, unique))
    .groupBy(goods.parcelId);
  for (const row of rows) {
    summary.set(row.parcelId!, { count: row.count, value: row.value, currency: row.currency });
  }
  return summary;
}

/** The goods of a parcel (for pricing: each line's services). */
export function goodsOfParcel(db: Executor, parcelId: number) {
  return db.select().from(goods).where(eq(goods.parcelId, parcelId)).orderBy(goods.id);
}
