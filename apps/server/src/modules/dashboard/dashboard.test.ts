import {
  GOOD_SECTIONS,
  PARCEL_CATEGORY,
  PARCEL_STATUS,
  statusesOfCategories,
  type Dashboard,
} from '@cargo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods } from '../../db/schema/goods.js';
import { parcels } from '../../db/schema/parcels.js';
import { cargoToPay } from '../../test/cargo-fixtures.js';
import {
  call,
  createTestApp,
  russianRecipient,
  signInStaff,
  signUpClient,
  type TestApp,
} from '../../test/helpers.js';
import { makeOrder, raisePrice, userIdOf } from '../../test/order-fixtures.js';

const firstOf = (category: number) => {
  const set = statusesOfCategories([category]);
  return set.ids[0] ?? set.ranges[0]![0];
};

describe('GET /api/dashboard', () => {
  let t: TestApp;
  let staff = '';
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  const dashboard = async (token: string) => {
    const answer = await call(t.app, 'GET', '/api/dashboard', token);
    expect(answer.statusCode).toBe(200);
    return answer.json() as Dashboard;
  };
  const counts = (d: Dashboard) => Object.fromEntries(d.counters.map((c) => [c.key, c.count]));

  async function seedGoods(userId: number, statusIds: number[]) {
    await t.app.ctx.db.insert(goods).values(
      statusIds.map((statusId, i) => ({
        userId,
        statusId,
        incomingDeclaration: `DASH${userId}X${i}`,
        trackKey: `DASH${userId}X${i}`,
        qty: 1,
        price: '10.00',
        description: 'Кружка',
        infoUrl: 'https://example.com',
        additionalServicesIds: [],
      })),
    );
  }
  async function seedParcels(userId: number, statusIds: number[]) {
    await t.app.ctx.db
      .insert(parcels)
      .values(
        statusIds.map((statusId) => ({ userId, statusId, name: 'Посылка', additionalServicesIds: [] })),
      );
  }

  it('tells a new customer they are new, with zero counters, the warehouse address with their code and no lots tile', async () => {
    const client = await signUpClient(t.app);
    const d = await dashboard(client.token);
    expect(d.isNew).toBe(true);
    expect(d.counters.every((c) => c.count === 0)).toBe(true);
    expect(d.counters.map((c) => c.key)).not.toContain('lotsAwaitingPriceConfirmation');
    expect(d.events).toEqual([]);
    const code = `K${String(userIdOf(client.token)).padStart(4, '0')}`;
    expect(d.warehouse.clientCode).toBe(code);
    expect(d.warehouse.lines[0]!.value).toContain(code);
    expect(d.balances.map((b) => b.currency.ccy)).toContain('RUB');
  });

  it('counts the customer’s own objects by the lists’ filters, never another customer’s', async () => {
    const client = await signUpClient(t.app);
    const userId = userIdOf(client.token);
    const stranger = await signUpClient(t.app);
    const strangerId = userIdOf(stranger.token);
    const [w1, w2] = GOOD_SECTIONS.waiting;
    const [p1, p2] = GOOD_SECTIONS.problem;
    // Two waiting, three problem, and 50 archived/sent goods that must not be counted.
    await seedGoods(userId, [
      w1!,
      w2!,
      p1!,
      p2!,
      p1!,
      ...Array<number>(40).fill(100),
      ...Array<number>(10).fill(30),
    ]);
    await seedParcels(userId, [
      PARCEL_STATUS.AWAITING_PAYMENT,
      PARCEL_STATUS.AWAITING_PAYMENT,
      firstOf(PARCEL_CATEGORY.PROBLEMS_CUSTOMS),
      firstOf(PARCEL_CATEGORY.PROBLEMS_DELIVERY),
      firstOf(PARCEL_CATEGORY.PROBLEMS_DELIVERY),
      firstOf(PARCEL_CATEGORY.DELIVERED),
    ]);
    await cargoToPay(t.app, client.token, staff);
    const recipient = await call(
      t.app,
      'POST',
      '/api/recipient-client-data/cl',
      client.token,
      russianRecipient,
    );
    const canceled = await call(t.app, 'PUT', `/api/staff/recipients/${recipient.json().id}/cancel`, staff, {
      reason: 'Паспорт не читается',
    });
    expect(canceled.statusCode).toBe(200);
    // The same kinds of objects of another customer.
    await seedGoods(strangerId, [w1!, p1!]);
    await seedParcels(strangerId, [PARCEL_STATUS.AWAITING_PAYMENT]);
    await cargoToPay(t.app, stranger.token, staff);

    const d = await dashboard(client.token);
    expect(d.isNew).toBe(false);
    expect(counts(d)).toEqual({
      goodsWaiting: 2,
      goodsProblem: 3,
      parcelsAwaitingPayment: 2,
      parcelsProblemsCustoms: 1,
      parcelsProblemsDelivery: 2,
      cargoAwaitingPayment: 1,
      recipientsCanceled: 1,
      supportUnread: 0,
    });
    expect(d.counters.find((c) => c.key === 'goodsProblem')).toMatchObject({
      title: 'Проблемные товары',
      link: '/products?section=problem',
    });
    // The events are the bell's: the cancelled recipient and the cargo's steps, newest first, with their links.
    const bell = (await call(t.app, 'GET', '/api/notifications?offset=8', client.token)).json();
    expect(d.events).toEqual(bell.data);
    expect(d.events.length).toBeGreaterThan(0);

    const other = await dashboard(stranger.token);
    expect(counts(other)).toMatchObject({ goodsWaiting: 1, goodsProblem: 1, parcelsAwaitingPayment: 1 });
  });

  it('shows the lots awaiting price confirmation once there are orders, and the unread support answers', async () => {
    const client = await signUpClient(t.app);
    const order = await makeOrder(t.app, client.token, [{}, {}]);
    await raisePrice(t.app, order.lotIds[0]!, '80.00', '10.00');
    const ticket = await call(t.app, 'POST', '/api/helpDesk', client.token, {
      titleId: 2,
      subject: 'Где посылка?',
      message: 'Посылка не двигается неделю',
    });
    const id = ticket.json().id as number;
    await call(t.app, 'GET', `/api/staff/helpdesk/tickets/${id}`, staff);
    for (const message of ['Проверим трек', 'Трек найден'])
      await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${id}/answers`, staff, {
        message,
        internal: false,
      });
    await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${id}/answers`, staff, {
      message: 'Заметка для своих',
      internal: true,
    });

    const d = await dashboard(client.token);
    expect(d.isNew).toBe(false);
    expect(counts(d)).toMatchObject({ lotsAwaitingPriceConfirmation: 1, supportUnread: 2 });
    const summary = (await call(t.app, 'GET', '/api/helpDesk/summary', client.token)).json();
    expect(summary.unread).toBe(2);
    expect(d.counters.find((c) => c.key === 'lotsAwaitingPriceConfirmation')!.link).toBe(
      '/orders/on_price_confirmation_lots',
    );
  });

  it('answers 401 without a session and after sign-out', async () => {
    expect((await call(t.app, 'GET', '/api/dashboard', null)).statusCode).toBe(401);
    const client = await signUpClient(t.app);
    await call(t.app, 'POST', '/api/client/sign-out', client.token);
    const after = await call(t.app, 'GET', '/api/dashboard', client.token);
    expect(after.statusCode).toBe(401);
  });
});
