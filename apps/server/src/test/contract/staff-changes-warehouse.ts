import { call, signUpClient } from '../helpers.js';
import { insertLot } from '../order-desk-fixtures.js';
import { type ChangeContext, REASON, type Setup } from './staff-change-types.js';

/** A lot of a new customer waiting to be purchased (50), or at `statusId`: its id and the customer's. */
async function lot(h: ChangeContext, statusId?: number) {
  const customer = await signUpClient(h.app);
  const userId = Number((await call(h.app, 'GET', '/api/client/my-info', customer.token)).json().id);
  await h.stages.fund(userId, 'CNY', 1000);
  const { lot: row } = await insertLot(h.app, { userId, statusId });
  return row.id;
}

/** A purchased lot (40): bought at the price held. */
async function purchasedLot(h: ChangeContext) {
  const id = await lot(h);
  const bought = await call(h.app, 'PUT', `/api/staff/orders/lots/${id}/purchase`, h.staff, {
    unitPrice: 100,
    chinaDelivery: 20,
    shopOrderNumber: 'TB-1',
  });
  if (bought.statusCode !== 200) throw new Error(`purchase: ${bought.body}`);
  return id;
}

const parcelStep =
  (step: string, from: 20 | 30 | 40, action: string, body?: (h: ChangeContext) => Promise<unknown>): Setup =>
  async (h) => {
    const id = await h.stages.parcelAt(from);
    return {
      url: `/api/staff/parcels/${id}/${step}`,
      body: await body?.(h),
      action,
      objectType: 'parcel',
      objectId: id,
    };
  };

const cargoStep =
  (step: string, from: 10 | 20 | 33 | 40, action: string, body?: unknown): Setup =>
  async (h) => {
    const id = await h.stages.cargoAt(from);
    return { url: `/api/staff/cargo/${id}/${step}`, body, action, objectType: 'cargo', objectId: id };
  };

const lotStep =
  (step: string, action: string, body?: unknown, purchased = false): Setup =>
  async (h) => {
    const id = purchased ? await purchasedLot(h) : await lot(h);
    return { url: `/api/staff/orders/lots/${id}/${step}`, body, action, objectType: 'lot', objectId: id };
  };

/** The warehouse's and the buyer's changes of the sweep (see STAFF_CHANGES). */
export const WAREHOUSE_CHANGES: Record<string, Setup> = {
  'POST /api/staff/warehouse/receive': async (h) => {
    const c = await h.stages.customer();
    const trackNumber = h.stages.track();
    const [goodId] = await h.stages.goods(c, false, trackNumber);
    return {
      url: '/api/staff/warehouse/receive',
      body: { trackNumber },
      action: 'good.receive',
      objectType: 'good',
      objectId: goodId!,
    };
  },
  'POST /api/staff/goods/{id}/photo-report': async (h) => {
    const [goodId] = await h.stages.goods(await h.stages.customer());
    return {
      url: `/api/staff/goods/${goodId}/photo-report`,
      upload: true,
      action: 'good.photo-report',
      objectType: 'good',
      objectId: goodId!,
    };
  },
  'PUT /api/staff/goods/{id}/status': async (h) => {
    const [goodId] = await h.stages.goods(await h.stages.customer());
    return {
      url: `/api/staff/goods/${goodId}/status`,
      body: { statusId: 11, reason: 'Не тот цвет' },
      action: 'good.status',
      objectType: 'good',
      objectId: goodId!,
    };
  },
  'PUT /api/staff/parcels/{id}/assemble': async (h) => {
    const id = await h.stages.parcelToAssemble(await h.stages.customer());
    return {
      url: `/api/staff/parcels/${id}/assemble`,
      action: 'parcel.assemble',
      objectType: 'parcel',
      objectId: id,
    };
  },
  'PUT /api/staff/parcels/{id}/start-weighing': parcelStep('start-weighing', 20, 'parcel.startWeighing'),
  'PUT /api/staff/parcels/{id}/weigh': parcelStep('weigh', 30, 'parcel.weigh', (h) => h.stages.weighBody()),
  'PUT /api/staff/parcels/{id}/ship': parcelStep('ship', 40, 'parcel.ship', async () => ({
    outgoingDeclaration: 'CN000000777RU',
  })),
  'PUT /api/staff/parcels/{id}/cancel-with-refund': parcelStep(
    'cancel-with-refund',
    40,
    'parcel.cancelWithRefund',
    async () => ({ reason: REASON }),
  ),
  'POST /api/staff/parcels/{id}/insurance-claim': async (h) => {
    const id = await h.stages.parcelAt(50, undefined, true);
    return {
      url: `/api/staff/parcels/${id}/insurance-claim`,
      body: { amount: 100, reason: REASON },
      action: 'parcel.insurance-claim',
      objectType: 'parcel',
      objectId: id,
    };
  },
  'PUT /api/staff/parcels/move': async (h) => {
    const id = await h.stages.parcelAt(50);
    return {
      url: '/api/staff/parcels/move',
      body: { parcelIds: [id], action: 'flyOut' },
      action: 'parcel.flyOut',
      objectType: 'parcel',
      objectId: id,
    };
  },
  'PUT /api/staff/cargo/{id}/receive': cargoStep('receive', 10, 'cargo.receive'),
  'PUT /api/staff/cargo/{id}/weigh': cargoStep('weigh', 20, 'cargo.weigh', { weightKg: 30, volumeM3: 0.2 }),
  'PUT /api/staff/cargo/{id}/ship': cargoStep('ship', 40, 'cargo.ship', { outgoingDeclaration: 'CN-MSK-1' }),
  'PUT /api/staff/cargo/{id}/cancel': cargoStep('cancel', 33, 'cargo.cancel', { reason: REASON }),
  'PUT /api/staff/cargo/{id}/cancel-with-refund': cargoStep(
    'cancel-with-refund',
    40,
    'cargo.cancelWithRefund',
    { reason: REASON },
  ),
  'PUT /api/staff/orders/lots/{id}/take': lotStep('take', 'lot.take'),
  'PUT /api/staff/orders/lots/{id}/raise-price': lotStep('raise-price', 'lot.raisePrice', {
    unitPrice: 150,
    chinaDelivery: 20,
    note: 'Цена выросла',
  }),
  'PUT /api/staff/orders/lots/{id}/purchase': lotStep('purchase', 'lot.purchase', {
    unitPrice: 90,
    chinaDelivery: 15,
    shopOrderNumber: 'TB-2',
  }),
  'PUT /api/staff/orders/lots/{id}/transfer': lotStep(
    'transfer',
    'lot.transferToGoods',
    { chineseTrack: 'YT7000000001' },
    true,
  ),
  'PUT /api/staff/orders/lots/{id}/cancel': lotStep('cancel', 'lot.cancel', { reason: 'Нет в наличии' }),
};
