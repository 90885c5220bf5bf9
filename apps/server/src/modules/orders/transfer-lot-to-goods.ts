import { eq } from 'drizzle-orm';
import {
  buyoutLotServices,
  GOOD_STORE_ID,
  ORDER_MESSAGES,
  ORDER_TYPE,
  type StaffLotResult,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { orders, orderUnits } from '../../db/schema/orders.js';
import { createGoodIn, type GoodItem, markBoughtByService } from '../goods/index.js';
import { insertOneClickGood, type OneClickParcelData } from '../parcels/index.js';
import type { StaffActor } from '../audit/index.js';
import { staffLotView } from './staff-lot-view.js';
import { staffLotStep } from './staff-step.js';
import type { OrderUnitRow } from './views.js';

/** The good a purchased lot becomes: its name, count, unit price (the real one when bought at it), link, photo and services. */
function goodOfLot(lot: OrderUnitRow): GoodItem {
  return {
    goodsId: null,
    qty: lot.count,
    price: lot.realPrice ?? lot.price,
    description: lot.orderName.slice(0, 60),
    infoUrl: lot.goodUrl,
    commentProduct: null,
    isDangerous: lot.goodHazardCategoryId !== null,
    goodHazardCategory: lot.goodHazardCategoryId,
    photoUrl: lot.photoUrl,
    // A good tied to a lot is always checked (the goods form refuses «without check» for it).
    serviceType: 'WITH_CHECK',
    additionalServicesIds: buyoutLotServices(lot.additionalServices),
    currencyId: 'CNY',
    orderUnitId: lot.id,
    storeId: GOOD_STORE_ID,
  };
}

/**
 * `PUT /api/staff/orders/lots/{id}/transfer`: a purchased lot is handed to the warehouse's flow (40 → 60) under its
 * Chinese track. A buyout order's lot becomes a good of the customer under «Ожидаются» (or on the shelf when the
 * warehouse already holds the track), created by the goods module; a ready order's lot becomes its one-click good
 * and parcel, created by the parcels module, and the order keeps the parcel's id. All in one transaction: the lot
 * is moved first (a second transfer answers 409 and creates nothing), then the good, then the lot keeps its id.
 */
export async function transferLotToGoods(
  db: Executor,
  actor: StaffActor,
  id: number,
  track: string,
  currentPercent: string,
): Promise<StaffLotResult> {
  return db.transaction(async (tx) => {
    const moved = await staffLotStep(tx, actor, id, 'transferToGoods', () => ({
      chineseTrack: track,
      transferredAt: new Date(),
    }));
    const [order] = await tx.select().from(orders).where(eq(orders.id, moved.orderId));
    const item = goodOfLot(moved);
    let goodId: number;
    if (order?.orderTypeId === ORDER_TYPE.READY && order.parcelData) {
      const made = await insertOneClickGood(
        tx,
        moved.userId,
        track,
        item,
        order.parcelData as OneClickParcelData,
      );
      goodId = made.good.id;
      await tx
        .update(orders)
        .set({ parcelId: made.parcelId, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
    } else {
      goodId = (await createGoodIn(tx, moved.userId, track, item)).id;
    }
    // Bought with the customer's yuan: never theirs to delete, the warehouse keeps waiting (decision 051).
    await markBoughtByService(tx, goodId);
    const [row] = await tx
      .update(orderUnits)
      .set({ goodsId: goodId })
      .where(eq(orderUnits.id, moved.id))
      .returning();
    return { message: ORDER_MESSAGES.transferred, lot: await staffLotView(tx, row!, currentPercent) };
  });
}
