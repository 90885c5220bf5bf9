import {
  deskGoodName,
  GOODS_FOLLOW_PARCEL,
  GOODS_NOT_RECEIVED,
  type GoodsFollowing,
  inSentence,
  PARCEL_MESSAGES,
  type ParcelStepMovingGoods,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
import { type StatusRow, updateStatuses } from '../../db/guarded-update.js';
import { goods } from '../../db/schema/goods.js';

/** The goods left behind as the desk names them: number and name («товар № 41 «Кеды»»), in their order. */
async function deskNamesOf(db: Executor, left: readonly StatusRow[]): Promise<string[]> {
  const rows = await db
    .select({ id: goods.id, description: goods.description })
    .from(goods)
    .where(
      anyOf(
        goods.id,
        left.map((good) => good.id),
      ),
    )
    .orderBy(goods.id);
  return rows.map((good) => inSentence(deskGoodName(good)));
}

type Refusal = (left: StatusRow[], db: Executor) => string | Promise<string>;

/** Why a step that needs every good of the parcel is refused, given the goods left behind. */
const REFUSALS: Partial<Record<ParcelStepMovingGoods, Refusal>> = {
  // Goods not yet received, or goods with a problem (flagged, or on their way back to the sender).
  assemble: async (left, db) => {
    const notReceived = left.filter((good) => GOODS_NOT_RECEIVED.includes(good.statusId));
    return notReceived.length > 0
      ? PARCEL_MESSAGES.goodsNotReceived(await deskNamesOf(db, notReceived))
      : PARCEL_MESSAGES.goodsWithProblems(await deskNamesOf(db, left));
  },
  delete: () => PARCEL_MESSAGES.deleteFailed,
};

/**
 * The goods of these parcels follow the parcels' step (GOODS_FOLLOW_PARCEL), in the transaction that has just
 * moved the parcels: one guarded UPDATE along the good's transition row. A step that needs every good (assembling,
 * deleting) is refused with 409 when one is left behind, which rolls the parcel's step back with it. The later
 * desk steps move the goods that are in the row's source statuses: nothing else can move a good of an assembled
 * parcel. `ownerId`: the parcels' owner, for a customer's step.
 */
export async function moveGoodsOfParcels(
  tx: Executor,
  parcelIds: readonly number[],
  step: ParcelStepMovingGoods,
  ownerId?: number,
): Promise<number> {
  const ids = [...new Set(parcelIds)];
  if (ids.length === 0) return 0;
  const following: GoodsFollowing = GOODS_FOLLOW_PARCEL[step];
  const moved = await updateStatuses(tx, {
    table: goods,
    entity: 'good',
    actor: following.actor,
    action: following.action,
    where: anyOf(goods.parcelId, ids),
    ownerId,
    set: { updatedAt: new Date(), ...(following.leave ? { parcelId: null } : {}) },
    every: following.every,
    refusal: REFUSALS[step],
  });
  return moved.length;
}
