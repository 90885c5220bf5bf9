import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderUnits } from '../../db/schema/orders.js';
import {
  call,
  createTestApp,
  orderLotItem,
  signInStaff,
  signUpClient,
  type TestApp,
} from '../../test/helpers.js';
import { giveYuan, lotRow, makeOrder, raisePrice, setStatus, userIdOf } from '../../test/order-fixtures.js';

describe('orders: lot transitions and the my-orders list', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  it('each customer transition allowed, and each refused with 409 and nothing changed', async () => {
    const c = await signUpClient(t.app);
    await giveYuan(t.app, staff, c.token, 5000);
    const put = (orderId: number, lotId: number, statusId: number) =>
      call(t.app, 'PUT', `/api/order/${orderId}`, c.token, setStatus(orderId, [[lotId, statusId]]));
    // Allowed: 10 → 50, 10 → 30, 20 → 50, 20 → 30.
    const allowed: Array<[string, number[], number, number]> = [
      ['new → buyout', [], 50, 50],
      ['new → cancel', [], 30, 30],
      ['price → accept', [50, 20], 50, 50],
      ['price → cancel', [50, 20], 30, 30],
    ];
    for (const [what, path, statusId, expected] of allowed) {
      const order = await makeOrder(t.app, c.token);
      const lot = order.lotIds[0]!;
      for (const step of path) {
        if (step === 20) await raisePrice(t.app, lot, '95.00', '20.00');
        else expect((await put(order.id, lot, step)).statusCode, what).toBe(200);
      }
      const r = await put(order.id, lot, statusId);
      expect(r.statusCode, what).toBe(200);
      expect((await lotRow(t.app, lot)).statusId, what).toBe(expected);
    }
    // Refused: from 30, 40 and 60 nothing; 50 → 50 again; 50 → 30 (the buyer is buying it: only the desk cancels
    // it); confirm from anything but 20.
    const refused: Array<[string, number, number]> = [
      ['cancelled → buyout', 30, 50],
      ['cancelled → cancel', 30, 30],
      ['purchased → cancel', 40, 30],
      ['purchased → buyout', 40, 50],
      ['moved to goods → cancel', 60, 30],
      ['buyout → buyout', 50, 50],
      ['buyout → cancel', 50, 30],
    ];
    for (const [what, from, statusId] of refused) {
      const order = await makeOrder(t.app, c.token);
      const lot = order.lotIds[0]!;
      await t.app.ctx.db.update(orderUnits).set({ statusId: from }).where(eq(orderUnits.id, lot));
      const before = await lotRow(t.app, lot);
      const r = await put(order.id, lot, statusId);
      expect(r.statusCode, what).toBe(409);
      expect(r.json().code, what).toBe('STATUS_CONFLICT');
      expect(await lotRow(t.app, lot), what).toEqual(before);
    }
    const order = await makeOrder(t.app, c.token);
    const confirm = await call(
      t.app,
      'PUT',
      `/api/order/orderUnit/price/confirm?orderUnitId=${order.lotIds[0]}`,
      c.token,
    );
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe('Лот не ожидает согласования цены');
  });

  it('my-orders: section filters with each order’s lots filtered, the counters, page sizes 200, 1000 and 10000', async () => {
    const c = await signUpClient(t.app);
    await giveYuan(t.app, staff, c.token, 5000);
    const mixed = await makeOrder(t.app, c.token, [{}, { statusId: 50 }, { statusId: 50 }]);
    await raisePrice(t.app, mixed.lotIds[2]!, '95.00', '20.00');
    await makeOrder(t.app, c.token);
    await makeOrder(t.app, c.token, [{ statusId: 50 }]);
    const get = async (query: string) =>
      (
        await call(t.app, 'GET', `/api/client/my-orders?version=v2&withoutUsers=true${query}`, c.token)
      ).json();

    const all = await get('');
    expect(all).toMatchObject({
      totalElements: 3,
      totalPages: 0,
      page: 1,
      newOrderCount: 2,
      confirmOrdersCount: 1,
      commissionPercent: 5,
    });
    expect(all.data[2].id).toBe(mixed.id);
    expect(all.data[2].orderUnits).toHaveLength(3);
    expect(all.data[2].orderStatusId).toBe(20);

    const fresh = await get('&statusId=10');
    expect(fresh.totalElements).toBe(2);
    const mixedNew = fresh.data.find((o: { id: number }) => o.id === mixed.id);
    expect(mixedNew.orderUnits.map((u: { statusId: number }) => u.statusId)).toEqual([10]);
    expect((await get('&statusId=50')).totalElements).toBe(2);
    expect((await get('&statusId=20')).data[0].orderUnits).toHaveLength(1);
    expect((await get('&statusId=40')).totalElements).toBe(0);
    expect((await call(t.app, 'GET', '/api/client/my-orders?statusId=11', c.token)).statusCode).toBe(400);

    // Page sizes: 250 small orders read with the default 200, and with 1000 and 10000.
    const many = await signUpClient(t.app);
    const userId = userIdOf(many.token);
    await t.app.ctx.db.transaction(async (tx) => {
      const made = await tx
        .insert(orders)
        .values(Array.from({ length: 250 }, () => ({ userId })))
        .returning({ id: orders.id });
      await tx.insert(orderUnits).values(
        made.map((o) => ({
          orderId: o.id,
          userId,
          statusId: 10,
          goodUrl: orderLotItem.goodUrl,
          price: '10.00',
          count: 1,
          delivery: '15.00',
          orderName: 'Носки',
          additionalServices: [1, 4],
          types: [1],
        })),
      );
    });
    const page = async (query: string) =>
      (await call(t.app, 'GET', `/api/client/my-orders?${query}`, many.token)).json();
    const first = await page('');
    expect(first).toMatchObject({ totalElements: 250, totalPages: 2, newOrderCount: 250 });
    expect(first.data).toHaveLength(200);
    expect((await page('page=2')).data).toHaveLength(50);
    for (const size of [1000, 10000]) {
      const big = await page(`offset=${size}`);
      expect(big).toMatchObject({ totalElements: 250, totalPages: 0 });
      expect(big.data).toHaveLength(250);
    }
  });
});
