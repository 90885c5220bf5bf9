import { and, inArray, ne } from 'drizzle-orm';
import {
  GOODS_FOLLOW_PARCEL,
  GOODS_NOT_RECEIVED,
  PARCEL_MESSAGES,
  type ParcelStepMovingGoods,
  statusAfter,
  statusesAllowing,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
import { goods } from '../../db/schema/goods.js';
import { conflict } from '../../errors.js';

/**
 * The goods of these parcels follow the parcels' staff step (GOODS_FOLLOW_PARCEL), in the transaction that has
 * just moved the parcels: one set-based UPDATE with the statuses the good's transition row allows in its WHERE.
 *
 * Assembling is strict: every good of the parcel must have been picked. The check runs after the UPDATE, so a good
 * that another transaction flagged or changed meanwhile is seen (our UPDATE skipped it, or the other one waited
 * for our row lock and then found the status changed) — the 409 rolls the parcel's step back with it. The later
 * steps move the goods that are in the step's source status; nothing else can move a good of an assembled parcel.
 * Cancelling a paid parcel with its refund puts its packed goods back on the shelf and out of the parcel.
 */
export async function moveGoodsOfParcels(
  tx: Executor,
  parcelIds: readonly number[],
  step: ParcelStepMovingGoods,
): Promise<number> {
  const ids = [...new Set(parcelIds)];
  if (ids.length === 0) return 0;
  const action = GOODS_FOLLOW_PARCEL[step];
  const from = statusesAllowing('good', 'staff', action);
  const to = statusAfter('good', 'staff', action, from[0]!)!;
  // A parcel cancelled with its refund lets its goods go: back on the shelf, in no parcel.
  const leaving = step === 'cancelWithRefund' ? { parcelId: null } : {};
  const moved = await tx
    .update(goods)
    .set({ statusId: to, ...leaving, updatedAt: new Date() })
    .where(and(anyOf(goods.parcelId, ids), inArray(goods.statusId, from)))
    .returning({ id: goods.id });
  if (step === 'assemble') await refuseUnpicked(tx, ids, to);
  return moved.length;
}

/** 409 naming why the parcel cannot be assembled: goods not yet received, or goods with a problem. */
async function refuseUnpicked(tx: Executor, parcelIds: number[], picked: number) {
  const left = await tx
    .select({ id: goods.id, statusId: goods.statusId })
    .from(goods)
    .where(and(anyOf(goods.parcelId, parcelIds), ne(goods.statusId, picked)))
    .orderBy(goods.id);
  if (left.length === 0) return;
  const notReceived = left.filter((good) => GOODS_NOT_RECEIVED.includes(good.statusId));
  if (notReceived.length > 0) {
    throw conflict('STATUS_CONFLICT', PARCEL_MESSAGES.goodsNotReceived(notReceived.map((good) => good.id)));
  }
  throw conflict('STATUS_CONFLICT', PARCEL_MESSAGES.goodsWithProblems(left.map((good) => good.id)));
}
