import { goodItemSchema, parcelOrderSchema, staffWeighSchema, type StaffParcelMove } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { createGoods, receiveTrack, storageSettingsOf } from '../goods/index.js';
import {
  assembleParcel,
  createParcel,
  insurancePricingOf,
  moveParcels,
  payParcel,
  sendParcelToAssembly,
  shipParcel,
  weighParcel,
} from '../parcels/index.js';
import { storeImage } from '../uploads/index.js';
import type { DemoActor } from './demo-staff.js';

/** A 1×1 PNG: the weighing photo the warehouse takes. */
const WEIGHING_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface DemoGood {
  track: string;
  description: string;
  price: string;
  qty: number;
}

/** The demo's goods, one track each: what the shops sent and what became of it. */
export const DEMO_GOODS = {
  expected: { track: 'YT2026110000101', description: 'Power bank Xiaomi 20000 mAh', price: '129', qty: 1 },
  onShelf: { track: 'YT2026110000102', description: 'Куртка зимняя женская', price: '359', qty: 1 },
  awaitingPayment: { track: 'YT2026110000103', description: 'Кроссовки Li-Ning', price: '289', qty: 1 },
  onTheWay: { track: 'YT2026110000104', description: 'Наушники беспроводные', price: '159', qty: 2 },
  delivered: { track: 'YT2026110000105', description: 'Набор посуды', price: '199', qty: 1 },
} satisfies Record<string, DemoGood>;

/** The outgoing tracks the warehouse gave the parcels it shipped. */
export const DEMO_OUTGOING_TRACKS = { onTheWay: 'CX202611000104', delivered: 'CX202611000105' };

/** The flight's steps after shipping: the parcel on its way is in customs; the other one was delivered. */
const ON_THE_WAY_STEPS: StaffParcelMove[] = ['flyOut', 'arriveCustoms'];
const DELIVERED_STEPS: StaffParcelMove[] = [
  'flyOut',
  'arriveCustoms',
  'releaseFromCustoms',
  'arriveMoscow',
  'passToDelivery',
  'deliver',
];

export interface DemoParcelsPlace {
  userId: number;
  recipientId: number;
  addressId: number;
  staff: DemoActor;
}

/**
 * Goods in several sections and three parcels at three points of their way — awaiting payment, on its way with
 * tracking, delivered — each made by the customer's and the warehouse's own operations: goods registered under a
 * track, the track scanned at the warehouse, the order form, assembly, weighing, payment from the balance, shipping
 * and the flight's steps. The staff steps leave their audit rows and the customer's unread events.
 */
export async function seedDemoParcels(ctx: AppContext, place: DemoParcelsPlace): Promise<void> {
  const { userId, staff } = place;
  const goodsOf = async (good: DemoGood, received: boolean) => {
    const rows = await createGoods(ctx.db, userId, good.track, [
      goodItemSchema.parse({
        description: good.description,
        price: good.price,
        qty: good.qty,
        infoUrl: 'https://item.taobao.com/item.htm?id=612345678901',
        serviceType: 'WITHOUT_CHECK',
        additionalServicesIds: [4],
      }),
    ]);
    if (received)
      await receiveTrack(
        ctx.db,
        staff('POST /api/staff/warehouse/receive'),
        good.track,
        storageSettingsOf(ctx.config),
      );
    return rows.map((row) => row.id);
  };
  await goodsOf(DEMO_GOODS.expected, false);
  await goodsOf(DEMO_GOODS.onShelf, true);

  const photo = await storeImage(ctx.db, ctx.storage, staff('').id, WEIGHING_PHOTO, 'image');
  const weighedParcel = async (name: string, good: DemoGood, weightKg: number) => {
    const parcel = await createParcel(
      ctx.db,
      userId,
      parcelOrderSchema.parse({
        name,
        recipientId: place.recipientId,
        deliveryTransportId: 111,
        deliveryAddressId: place.addressId,
        parcelPackageTypeId: 1,
        additionalServicesIds: [2, 3],
        goodsIds: await goodsOf(good, true),
      }),
    );
    await sendParcelToAssembly(ctx.db, userId, parcel.id);
    await assembleParcel(ctx.db, staff('PUT /api/staff/parcels/{id}/assemble'), parcel.id);
    await weighParcel(
      ctx.db,
      staff('PUT /api/staff/parcels/{id}/weigh'),
      parcel.id,
      staffWeighSchema.parse({ weightKg, lengthCm: 30, widthCm: 20, heightCm: 15, photo: photo.fileName }),
      insurancePricingOf(ctx),
    );
    return parcel.id;
  };
  const shippedParcel = async (name: string, good: DemoGood, track: string, steps: StaffParcelMove[]) => {
    const id = await weighedParcel(name, good, 1.2);
    await payParcel(ctx.db, userId, id);
    await shipParcel(ctx.db, staff('PUT /api/staff/parcels/{id}/ship'), id, { outgoingDeclaration: track });
    for (const action of steps) {
      await moveParcels(ctx.db, staff('PUT /api/staff/parcels/move'), {
        parcelIds: [id],
        action,
        place: 'Москва',
      });
    }
  };
  await shippedParcel('Посуда маме', DEMO_GOODS.delivered, DEMO_OUTGOING_TRACKS.delivered, DELIVERED_STEPS);
  await shippedParcel('Наушники', DEMO_GOODS.onTheWay, DEMO_OUTGOING_TRACKS.onTheWay, ON_THE_WAY_STEPS);
  await weighedParcel('Кроссовки', DEMO_GOODS.awaitingPayment, 1.5);
}
