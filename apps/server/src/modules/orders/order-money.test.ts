import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInStaff, signUpClient, type TestApp } from '../../test/helpers.js';
import {
  giveYuan,
  lotLedger,
  lotRow,
  makeOrder,
  raisePrice,
  setStatus,
  yuanBalance,
} from '../../test/order-fixtures.js';

/**
 * Decision 027's money paths with their figures. The example lot: 2 × 89.50 ¥ + 15 ¥ delivery = 194.00 ¥, 5 %
 * commission 9.70 ¥, total 203.70 ¥. The buyer's price: 2 × 95 ¥ + 20 ¥ = 210.00 ¥ + 10.50 ¥ = 220.50 ¥, so a
 * confirmation charges exactly 16.80 ¥ more. After each step the lot's ledger rows sum to −paid and the balance
 * is what was given minus what is held.
 */
describe('orders: the yuan taken, charged and refunded exactly', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  async function customerWith(yuan: number | string) {
    const client = await signUpClient(t.app);
    await giveYuan(t.app, staff, client.token, yuan);
    return client;
  }
  async function expectHeld(token: string, lotId: number, paid: string, balance: string) {
    expect((await lotRow(t.app, lotId)).paid).toBe(paid);
    expect((await lotLedger(t.app, lotId)).sum).toBe(paid === '0.00' ? '0.00' : `-${paid}`);
    expect(await yuanBalance(t.app, token)).toBe(balance);
  }

  it('sends a lot to buyout: 203.70 ¥ taken in one ledger row; cancelled before purchase, all 203.70 ¥ back', async () => {
    const c = await customerWith(1000);
    const order = await makeOrder(t.app, c.token);
    const lot = order.lotIds[0]!;
    const sent = await call(
      t.app,
      'PUT',
      `/api/order/${order.id}`,
      c.token,
      setStatus(order.id, [[lot, 50]]),
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'Лот отправлен на закупку', balance: 796.3 });
    expect(sent.json().order.orderUnits[0]).toMatchObject({
      statusId: 50,
      paid: 203.7,
      pricing: { subtotal: 194, commission: 9.7, total: 203.7, commissionPercent: 5 },
    });
    await expectHeld(c.token, lot, '203.70', '796.30');
    expect((await lotLedger(t.app, lot)).rows).toBe(1);

    // The buyer is buying it: the customer can no longer cancel it, and nothing moves.
    const refused = await call(
      t.app,
      'PUT',
      `/api/order/${order.id}`,
      c.token,
      setStatus(order.id, [[lot, 30]]),
    );
    expect(refused.statusCode).toBe(409);
    await expectHeld(c.token, lot, '203.70', '796.30');
    // Cancelled before purchase (the shop has none left): the desk cancels it and all 203.70 ¥ come back.
    const canceled = await call(t.app, 'PUT', `/api/staff/orders/lots/${lot}/cancel`, staff, {
      reason: 'Нет в наличии у продавца',
    });
    expect(canceled.statusCode).toBe(200);
    await expectHeld(c.token, lot, '0.00', '1000.00');
    expect((await lotLedger(t.app, lot)).rows).toBe(2);
  });

  it('a price raised to 220.50 ¥ and confirmed charges exactly 16.80 ¥ more', async () => {
    const c = await customerWith(1000);
    const order = await makeOrder(t.app, c.token, [{ statusId: 50 }]);
    const lot = order.lotIds[0]!;
    await expectHeld(c.token, lot, '203.70', '796.30');
    await raisePrice(t.app, lot, '95.00', '20.00');
    const mine = await call(t.app, 'GET', `/api/order/${order.id}`, c.token);
    expect(mine.json().orderUnits[0]).toMatchObject({
      statusId: 20,
      surcharge: 16.8,
      newPricing: { total: 220.5 },
    });
    const list = await call(t.app, 'GET', '/api/client/my-orders?statusId=20', c.token);
    expect(list.json()).toMatchObject({ confirmOrdersCount: 1, totalElements: 1 });

    const confirmed = await call(
      t.app,
      'PUT',
      `/api/order/orderUnit/price/confirm?orderUnitId=${lot}`,
      c.token,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: 'Лот успешно согласован', balance: 779.5 });
    expect(confirmed.json().order.orderUnits[0]).toMatchObject({
      statusId: 50,
      paid: 220.5,
      price: 95,
      delivery: 20,
    });
    await expectHeld(c.token, lot, '220.50', '779.50');
    expect((await lotLedger(t.app, lot)).rows).toBe(2);

    const again = await call(t.app, 'PUT', `/api/order/orderUnit/price/confirm?orderUnitId=${lot}`, c.token);
    expect(again.statusCode).toBe(409);
    await expectHeld(c.token, lot, '220.50', '779.50');
  });

  it('accepting the new price through the status update (50 at 20) is the same confirmation', async () => {
    const c = await customerWith(1000);
    const order = await makeOrder(t.app, c.token, [{ statusId: 50 }]);
    const lot = order.lotIds[0]!;
    await raisePrice(t.app, lot, '95.00', '20.00');
    const r = await call(t.app, 'PUT', `/api/order/${order.id}`, c.token, setStatus(order.id, [[lot, 50]]));
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Лот успешно согласован');
    await expectHeld(c.token, lot, '220.50', '779.50');
  });

  it('cancel at 20 refunds everything held (203.70 ¥)', async () => {
    const c = await customerWith(1000);
    const order = await makeOrder(t.app, c.token, [{ statusId: 50 }]);
    const lot = order.lotIds[0]!;
    await raisePrice(t.app, lot, '95.00', '20.00');
    const r = await call(t.app, 'PUT', `/api/order/${order.id}`, c.token, setStatus(order.id, [[lot, 30]]));
    expect(r.statusCode).toBe(200);
    await expectHeld(c.token, lot, '0.00', '1000.00');
    const confirm = await call(
      t.app,
      'PUT',
      `/api/order/orderUnit/price/confirm?orderUnitId=${lot}`,
      c.token,
    );
    expect(confirm.statusCode).toBe(409);
    await expectHeld(c.token, lot, '0.00', '1000.00');
  });

  it('too little yuan to send: 402 «Недостаточно средств на юаневом счету», the lot stays new, nothing taken', async () => {
    const c = await customerWith(203.69);
    const order = await makeOrder(t.app, c.token);
    const lot = order.lotIds[0]!;
    const r = await call(t.app, 'PUT', `/api/order/${order.id}`, c.token, setStatus(order.id, [[lot, 50]]));
    expect(r.statusCode).toBe(402);
    expect(r.json()).toMatchObject({
      code: 'NOT_ENOUGH_MONEY',
      message: 'Недостаточно средств на юаневом счету',
      shortfall: { amount: 0.01, currency: 'CNY' },
    });
    expect((await lotRow(t.app, lot)).statusId).toBe(10);
    await expectHeld(c.token, lot, '0.00', '203.69');
    // A new order with a lot to pay at once: no order is left behind.
    const created = await call(t.app, 'POST', '/api/order', c.token, {
      orderUnits: [{ ...(await import('../../test/helpers.js')).orderLotItem, statusId: 50 }],
    });
    expect(created.statusCode).toBe(402);
    const list = await call(t.app, 'GET', '/api/client/my-orders', c.token);
    expect(list.json().totalElements).toBe(1);
  });

  it('too little yuan for the new price: 402 «Недостаточно денег для согласования новой цены.», nothing changed', async () => {
    const c = await customerWith('220.49');
    const order = await makeOrder(t.app, c.token, [{ statusId: 50 }]);
    const lot = order.lotIds[0]!;
    await raisePrice(t.app, lot, '95.00', '20.00');
    const r = await call(t.app, 'PUT', `/api/order/orderUnit/price/confirm?orderUnitId=${lot}`, c.token);
    expect(r.statusCode).toBe(402);
    expect(r.json()).toMatchObject({
      message: 'Недостаточно денег для согласования новой цены.',
      shortfall: { amount: 0.01, currency: 'CNY' },
    });
    const row = await lotRow(t.app, lot);
    expect(row.statusId).toBe(20);
    expect(row.price).toBe('89.50');
    await expectHeld(c.token, lot, '203.70', '16.79');
  });

  it('one refused lot of two leaves both and the balance untouched (409)', async () => {
    const c = await customerWith(1000);
    const order = await makeOrder(t.app, c.token, [{}, {}]);
    const [a, b] = order.lotIds as [number, number];
    await call(t.app, 'PUT', `/api/order/${order.id}`, c.token, setStatus(order.id, [[b, 30]]));
    const r = await call(
      t.app,
      'PUT',
      `/api/order/${order.id}`,
      c.token,
      setStatus(order.id, [
        [a, 50],
        [b, 50],
      ]),
    );
    expect(r.statusCode).toBe(409);
    expect((await lotRow(t.app, a)).statusId).toBe(10);
    await expectHeld(c.token, a, '0.00', '1000.00');
  });

  it('bulk: two orders sent to buyout at once, 3 lots charged 611.10 ¥; a bulk cancel of them is refused, the desk’s cancel refunds it all', async () => {
    const c = await customerWith(1000);
    const first = await makeOrder(t.app, c.token, [{}, {}]);
    const second = await makeOrder(t.app, c.token);
    const sent = await call(t.app, 'PUT', '/api/order/bulk', c.token, {
      orderIds: [first.id, second.id],
      statusId: 50,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'Заказы отправлены на закупку', balance: 388.9 });
    expect(await yuanBalance(t.app, c.token)).toBe('388.90');
    const again = await call(t.app, 'PUT', '/api/order/bulk', c.token, {
      orderIds: [second.id],
      statusId: 50,
    });
    expect(again.statusCode).toBe(409);
    // Lots queued for the buyer are not the customer's to cancel: a bulk cancel of them is refused, nothing moves.
    const refused = await call(t.app, 'PUT', '/api/order/bulk', c.token, {
      orderIds: [first.id, second.id],
      statusId: 30,
    });
    expect(refused.statusCode).toBe(409);
    expect(await yuanBalance(t.app, c.token)).toBe('388.90');
    // A new order is: cancelled with nothing to refund.
    const third = await makeOrder(t.app, c.token);
    const canceled = await call(t.app, 'PUT', '/api/order/bulk', c.token, {
      orderIds: [third.id],
      statusId: 30,
    });
    expect(canceled.json()).toMatchObject({ message: 'Заказ успешно отменен', balance: null });
    expect((await lotRow(t.app, third.lotIds[0]!)).statusId).toBe(30);
    // The desk cancels the three paid lots: every yuan comes back, each lot's ledger at zero.
    for (const lot of [...first.lotIds, ...second.lotIds]) {
      const r = await call(t.app, 'PUT', `/api/staff/orders/lots/${lot}/cancel`, staff, {
        reason: 'Нет в наличии',
      });
      expect(r.statusCode).toBe(200);
    }
    for (const lot of [...first.lotIds, ...second.lotIds]) await expectHeld(c.token, lot, '0.00', '1000.00');
  });
});
