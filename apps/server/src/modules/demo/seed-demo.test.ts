import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInStaff, type TestApp } from '../../test/helpers.js';
import { DEMO_EMAIL, DEMO_PROMO_CODE, seedDemoData } from './seed-demo.js';

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
    const promo = await call(t.app, 'POST', `/api/promoCode/${DEMO_PROMO_CODE}`, token);
    expect(promo.json()).toMatchObject({ amount: 500, currency: 'RUB' });
  });
});
