import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInStaff, signUpClient, type TestApp } from '../test/helpers.js';
import { holdsNul } from './input-guard.js';

/** A NUL character (which PostgreSQL text cannot hold) is refused as a malformed request, never a 500. */
describe('NUL characters in requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses them in a body, a query and a path with 400 and a Russian message, and stores nothing', async () => {
    const customer = await signUpClient(t.app);
    const staff = await signInStaff(t.app);
    const refusals = [
      await call(t.app, 'PUT', '/api/client/update-profile', customer.token, {
        name: 'Иван',
        surname: 'Иванов',
        middleName: 'Ив\u0000анович',
      }),
      await call(t.app, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber: 'YT\u00001' }),
      await call(
        t.app,
        'GET',
        '/api/goods/incomingDeclaration/check?incomingDeclaration=YT%001',
        customer.token,
      ),
      await call(t.app, 'GET', '/api/client-address/suggestion?address=%00', customer.token),
      await call(t.app, 'POST', '/api/promoCode/PROMO%00', customer.token),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'Некорректный запрос' });
    }
    const info = (await call(t.app, 'GET', '/api/client/my-info', customer.token)).json();
    expect(info.middleName ?? null).toBeNull();
  });

  it('finds one however deep the body nests, without running out of stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
    expect(holdsNul({ ok: ['text', { n: 1 }], 'k\u0000': 1 })).toBe(true);
    expect(holdsNul({ ok: ['text', { n: 1, t: null }] })).toBe(false);
  });
});
