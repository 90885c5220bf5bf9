import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { GOODS_NOT_RECEIVED, PARCEL_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
import { updateStatus } from '../../db/guarded-update.js';
import { goods } from '../../db/schema/goods.js';
import { conflict, notFound } from '../../errors.js';
import { refuseGoodsAwaitingPhotoApproval } from './photo-approval-guard.js';
import { findOwnGood, goodNotFound } from './queries.js';

/**
 * A good joins or leaves a parcel. The parcels module calls these in the transaction in which it has already
 * guarded the parcel's status, so the parcel cannot leave its open status before the change commits.
 */
export async function attachGoodToParcel(tx: Executor, userId: number, goodId: number, parcelId: number) {
  await refuseGoodsAwaitingPhotoApproval(tx, { goodIds: [goodId] }, 'customer');
  const good = await findOwnGood(tx, userId, goodId);
  if (good.parcelId !== null && good.parcelId !== parcelId) {
    throw conflict(
      'GOOD_IN_OTHER_PARCEL',
      PARCEL_MESSAGES.goodInOtherParcel(good.description, good.parcelId),
    );
  }
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

/**
 * Count, declared value (Σ price × qty) and currency of the goods in each of these parcels, and whether the parcel
 * is a one-click one (its good was made with it), in one query.
 */
export async function parcelGoodsSummary(db: Executor, parcelIds: number[]) {
  const unique = [...new Set(parcelIds)];
  const summary = new Map<number, { count: number; value: string; currency: string; oneClick: boolean }>();
  if (unique.length === 0) return summary;
  const rows = await db
    .select({
      parcelId: goods.parcelId,
      count: sql<number>`cast(count(*) as integer)`.mapWith(Number),
      value: sql<string>`coalesce(sum(${goods.price} * ${goods.qty}), 0)::numeric(14,2)::text`,
      currency: sql<string>`min(${goods.currency})`,
      oneClick: sql<boolean>`bool_or(${goods.isReady})`,
    })
    .from(goods)
    .where(anyOf(goods.parcelId, unique))
    .groupBy(goods.parcelId);
  for (const row of rows) {
    summary.set(row.parcelId!, {
      count: row.count,
      value: row.value,
      currency: row.currency,
      oneClick: row.oneClick === true,
    });
  }
  return summary;
}

/** The goods of a parcel (for pricing: each line's services). */
export function goodsOfParcel(db: Executor, parcelId: number) {
  return db.select().from(goods).where(eq(goods.parcelId, parcelId)).orderBy(goods.id);
}

/**
 * The one-click parcels among these goods' parcels whose goods are all in the warehouse now (none still expected):
 * what the warehouse's scan of their last good sends to assembly.
 */
export async function oneClickParcelsReceived(db: Executor, goodIds: readonly number[]): Promise<number[]> {
  if (goodIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ parcelId: goods.parcelId })
    .from(goods)
    .where(
      and(
        anyOf(goods.id, [...goodIds]),
        eq(goods.isReady, true),
        isNotNull(goods.parcelId),
        sql`not exists (select 1 from ${goods} as expected where expected.parcel_id = ${goods.parcelId}
          and expected.status_id = any(${sql.param([...GOODS_NOT_RECEIVED])}::int[]))`,
      ),
    );
  return rows.map((row) => row.parcelId!);
}
