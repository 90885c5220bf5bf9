import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { topUps } from '../../db/schema/payments.js';
import { call, signInStaffMember, signUpClient } from '../helpers.js';
import { insertLot } from '../order-desk-fixtures.js';
import { seedDeadLetters } from './world-notifications.js';
import type { DeskStages } from './desk-stages.js';

/** One staff change as the sweep makes it, and the audit row it must leave. */
export interface StaffChange {
  /** The path with its ids filled. */
  url: string;
  /** Its JSON body, or `upload` for a multipart image. */
  body?: unknown;
  upload?: true;
  action: string;
  objectType: string;
  /** The object's id, or how to read it from the answer (an object the call creates). */
  objectId: number | string | ((answer: Record<string, unknown>) => unknown);
}

export interface ChangeContext {
  app: FastifyInstance;
  staff: string;
  stages: DeskStages;
}

type Setup = (h: ChangeContext) => Promise<StaffChange>;

const REASON = 'Проверка журнала действий';

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

/**
 * Every staff operation that changes something, keyed `METHOD /path` as the OpenAPI document names it: how to bring
 * an object to the state it starts from, the call, and the audit row it must leave (decision 049). The sweep fails
 * for a staff POST or PUT without an entry here.
 */
export const STAFF_CHANGES: Record<string, Setup> = {
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
  'PUT /api/staff/recipients/{id}/confirm': async (h) => {
    const id = await h.stages.recipientUnderReview();
    return {
      url: `/api/staff/recipients/${id}/confirm`,
      action: 'recipient.confirm',
      objectType: 'recipient',
      objectId: id,
    };
  },
  'PUT /api/staff/recipients/{id}/cancel': async (h) => {
    const id = await h.stages.recipientUnderReview();
    return {
      url: `/api/staff/recipients/${id}/cancel`,
      body: { reason: 'Паспорт просрочен' },
      action: 'recipient.cancel',
      objectType: 'recipient',
      objectId: id,
    };
  },
  'POST /api/staff/customers/{customerId}/corrections': async (h) => {
    const c = await h.stages.customer();
    return {
      url: `/api/staff/customers/${c.userId}/corrections`,
      body: { currency: 'RUB', amount: 150, reason: REASON },
      action: 'customer.correction',
      objectType: 'account',
      objectId: await accountId(h, c.userId),
    };
  },
  'PUT /api/staff/currency-rates/{currency}': async () => ({
    url: '/api/staff/currency-rates/USD',
    body: { rate: '92.1' },
    action: 'rate.change',
    objectType: 'rate',
    objectId: 'USD',
  }),
  'PUT /api/staff/finance-settings/margin': async () => ({
    url: '/api/staff/finance-settings/margin',
    body: { marginPercent: 2.5 },
    action: 'setting.margin',
    objectType: 'setting',
    objectId: 'margin',
  }),
  'POST /api/staff/promo-codes': async () => ({
    url: '/api/staff/promo-codes',
    body: { code: 'AUDIT150', amount: 150, currency: 'RUB', maxUses: 10 },
    action: 'promo-code.create',
    objectType: 'promo-code',
    objectId: (answer) => answer.id,
  }),
  'PUT /api/staff/promo-codes/{id}/deactivate': async (h) => {
    const made = await call(h.app, 'POST', '/api/staff/promo-codes', h.staff, {
      code: 'AUDITOFF',
      discountPercent: 5,
    });
    const id = Number(made.json().id);
    return {
      url: `/api/staff/promo-codes/${id}/deactivate`,
      action: 'promo-code.deactivate',
      objectType: 'promo-code',
      objectId: id,
    };
  },
  'POST /api/staff/top-ups/{id}/refund': async (h) => {
    const id = await h.stages.creditedTopUp();
    return {
      url: `/api/staff/top-ups/${id}/refund`,
      action: 'top-up.refund',
      objectType: 'top-up',
      objectId: id,
    };
  },
  'POST /api/staff/top-ups/{id}/refund/recheck': async (h) => {
    const id = await h.stages.creditedTopUp();
    await call(h.app, 'POST', `/api/staff/top-ups/${id}/refund`, h.staff);
    // The sandbox answers at once; the acquirer that did not is played by putting the refund back in processing.
    await h.app.ctx.db.update(topUps).set({ statusId: 6 }).where(eq(topUps.id, id));
    return {
      url: `/api/staff/top-ups/${id}/refund/recheck`,
      action: 'top-up.refund-recheck',
      objectType: 'top-up',
      objectId: id,
    };
  },
  'POST /api/staff/helpdesk/tickets/{id}/answers': async (h) => {
    const id = await h.stages.ticket();
    return {
      url: `/api/staff/helpdesk/tickets/${id}/answers`,
      body: { message: 'Проверим' },
      action: 'ticket.answer',
      objectType: 'ticket',
      objectId: id,
    };
  },
  'POST /api/staff/helpdesk/tickets/{id}/status': async (h) => {
    const id = await h.stages.ticket();
    return {
      url: `/api/staff/helpdesk/tickets/${id}/status`,
      body: { statusId: 7 },
      action: 'ticket.status',
      objectType: 'ticket',
      objectId: id,
    };
  },
  'POST /api/staff/notifications/dead-letters/{id}/retry': async (h) => {
    const c = await h.stages.customer();
    await seedDeadLetters(h.app, c.userId);
    const list = await call(h.app, 'GET', '/api/staff/notifications/dead-letters', h.staff);
    const id = Number(list.json().data[0].id);
    return {
      url: `/api/staff/notifications/dead-letters/${id}/retry`,
      action: 'delivery.retry',
      objectType: 'delivery',
      objectId: id,
    };
  },
  'POST /api/staff/team/invitations': async () => ({
    url: '/api/staff/team/invitations',
    body: { email: `invited.${Date.now()}@example.ru`, name: 'Ольга', roles: ['support'] },
    action: 'staff.invite',
    objectType: 'staff',
    objectId: (answer) => answer.id,
  }),
  'PUT /api/staff/team/{id}/roles': async (h) => {
    const { id } = await signInStaffMember(h.app, ['support']);
    return {
      url: `/api/staff/team/${id}/roles`,
      body: { roles: ['warehouse'] },
      action: 'staff.roles',
      objectType: 'staff',
      objectId: id,
    };
  },
  'PUT /api/staff/team/{id}/deactivate': async (h) => {
    const { id } = await signInStaffMember(h.app, ['support']);
    return {
      url: `/api/staff/team/${id}/deactivate`,
      action: 'staff.deactivate',
      objectType: 'staff',
      objectId: id,
    };
  },
  'PUT /api/staff/team/{id}/activate': async (h) => {
    const { id } = await signInStaffMember(h.app, ['support']);
    await call(h.app, 'PUT', `/api/staff/team/${id}/deactivate`, h.staff);
    return {
      url: `/api/staff/team/${id}/activate`,
      action: 'staff.activate',
      objectType: 'staff',
      objectId: id,
    };
  },
};

async function accountId(h: ChangeContext, userId: number): Promise<number> {
  const card = await call(h.app, 'GET', `/api/staff/customers/${userId}`, h.staff);
  const accounts = card.json().accounts as Array<{ id: number; currency: { ccy: string } }>;
  return accounts.find((account) => account.currency.ccy === 'RUB')!.id;
}
