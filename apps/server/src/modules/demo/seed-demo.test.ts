import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInStaff, type TestApp } from '../../test/helpers.js';
import { DEMO_DISCOUNT_CODE, DEMO_EMAIL, DEMO_PROMO_CODE, seedDemoData } from './seed-demo.js';

describe('demo data on the first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a demo customer once, who can sign in and sees a confirmed recipient and an address', async () => {
    // A staff account made with the CLI before the first start does not stop the demo customer.
    await signInStaff(t.app);
    const demo = await seedDemoData(t.app.ctx);
    expect(demo?.email).toBe(DEMO_EMAIL);
    expect(await seedDemoData(t.app.ctx)).toBeNull();

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/client/sign-in',
      payload: { email: demo!.email, password: demo!.password },
    });
    const token = signIn.json().token;
    const verified = await call(t.app, 'GET', '/api/client/my-recipient-data?isVerified=true', token);
    expect(verified.json().totalElements).toBe(1);
    const addresses = await call(t.app, 'GET', '/api/client/my-addresses', token);
    expect(addresses.json().data[0]).toMatchObject({ lastMileOperator: { id: 3 }, city: 'Москва' });
    // The money history: the welcome code's credit, a starting balance and a conversion to yuan, newest first.
    const ledger = (
      await call(t.app, 'GET', '/api/client/my-transactions?version=v2&offset=100000', token)
    ).json();
    expect(ledger.data.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([
      // The demo order's lot sent to buyout: 120 ¥ + 12 ¥ delivery + 5 % commission.
      ['order_payment', -138.6],
      ['conversion', 262.6],
      ['conversion', -3000],
      ['correction', 2500],
      ['correction', 5000],
      ['promo_code', 500],
    ]);
    const info = (await call(t.app, 'GET', '/api/client/my-info', token)).json();
    const balance = (ccy: string) =>
      info.accounts.find((a: { currency: { ccy: string } }) => a.currency.ccy === ccy).balance;
    expect([balance('RUB'), balance('CNY')]).toEqual([5000, 124]);
    const orders = (await call(t.app, 'GET', '/api/client/my-orders', token)).json();
    expect(orders).toMatchObject({ totalElements: 1, newOrderCount: 1 });
    expect(orders.data[0].orderUnits.map((u: { statusId: number }) => u.statusId)).toEqual([10, 50]);
    const tickets = (await call(t.app, 'GET', '/api/helpDesk/tickets', token)).json();
    expect(
      tickets.data.map((ticket: { subject: string; statusId: number }) => [ticket.subject, ticket.statusId]),
    ).toEqual([['Сроки доставки', 6]]);
    // The recipient the desk confirmed is in the bell.
    const bell = (await call(t.app, 'GET', '/api/notifications', token)).json();
    expect(bell.data.map((event: { kind: string }) => event.kind)).toContain('recipient');
    const again = await call(t.app, 'POST', `/api/promoCode/${DEMO_PROMO_CODE}`, token);
    expect(again.json().code).toBe('PROMO_ALREADY_USED');
    const discount = await call(t.app, 'POST', `/api/promoCode/${DEMO_DISCOUNT_CODE}`, token);
    expect(discount.json()).toMatchObject({ discountPercent: 10 });
  });
});
