import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_MESSAGES } from '@cargo/domain';
import { bearer, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';

describe('referral programme', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const info = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/client/my-info', headers: bearer(token) })).json();

  it('links a customer who registered with a referral code and lists them, e-mail masked, to the referrer', async () => {
    const referrer = await signUpClient(t.app);
    const code = (await info(referrer.token)).referralCode;
    const invited = await signUpClient(t.app, {
      referralId: code.toLowerCase(),
      email: 'friend.one@example.ru',
    });
    expect((await info(invited.token)).referralId).toBe(code);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/client/my-referrals',
      headers: bearer(referrer.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ totalElements: 1, totalPages: 0, page: 1 });
    expect(list.json().data[0]).toMatchObject({ email: 'fr********@example.ru', name: 'Иван' });
  });

  it('pages the invited customers newest first', async () => {
    const referrer = await signUpClient(t.app);
    const code = (await info(referrer.token)).referralCode;
    for (const email of ['p1@example.ru', 'p2@example.ru', 'p3@example.ru']) {
      await signUpClient(t.app, { referralId: code, email: `${Date.now()}.${email}` });
    }
    const page = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/client/my-referrals?${query}`,
        headers: bearer(referrer.token),
      });
    const first = (await page('page=1&offset=2')).json();
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, page: 1 });
    expect(first.data).toHaveLength(2);
    const second = (await page('page=2&offset=2')).json();
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2, page: 2 });
    expect(second.data).toHaveLength(1);
    const ids = [...first.data, ...second.data].map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await page('page=3&offset=2')).json()).toMatchObject({ data: [], totalElements: 3 });
  });

  it('ignores an unknown referral code at sign-up instead of refusing the registration', async () => {
    const client = await signUpClient(t.app, { referralId: 'NOSUCHCODE' });
    expect((await info(client.token)).referralId).toBeNull();
  });

  it('attaches a stored referral code after login once, and refuses own or unknown codes', async () => {
    const referrer = await signUpClient(t.app);
    const code = (await info(referrer.token)).referralCode;
    const client = await signUpClient(t.app);
    const put = (token: string, referralId: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/client/referral',
        headers: bearer(token),
        payload: { referralId },
      });

    const own = await put(client.token, (await info(client.token)).referralCode);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REFERRAL_MESSAGES.self);
    expect((await put(client.token, 'ZZZZZZZZ')).statusCode).toBe(404);

    const attached = await put(client.token, code);
    expect(attached.statusCode).toBe(200);
    expect(attached.json().referralId).toBe(code);

    const other = await signUpClient(t.app);
    const again = await put(client.token, (await info(other.token)).referralCode);
    expect(again.statusCode).toBe(409);
    expect((await info(client.token)).referralId).toBe(code);
  });

  it('refuses mutual referrals and longer loops at the code’s field, and changes nothing', async () => {
    const put = (token: string, referralId: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/client/referral',
        headers: bearer(token),
        payload: { referralId },
      });
    const [c, d, e] = [await signUpClient(t.app), await signUpClient(t.app), await signUpClient(t.app)];
    const code = async (token: string) => (await info(token)).referralCode as string;
    // C invited D, and D invited E.
    expect((await put(d.token, await code(c.token))).statusCode).toBe(200);
    expect((await put(e.token, await code(d.token))).statusCode).toBe(200);

    for (const [who, whose] of [
      [c, d], // C by D, who C invited
      [c, e], // C by E, whom C's referral invited
      [d, e], // D by E, who D invited
    ] as const) {
      const refused = await put(who.token, await code(whose.token));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 'REFERRAL_CYCLE',
        message: REFERRAL_MESSAGES.cycle,
        errors: { referralId: REFERRAL_MESSAGES.cycle },
      });
    }
    expect((await info(c.token)).referralId).toBeNull();
    expect((await info(d.token)).referralId).toBe(await code(c.token));
    const own = await put(c.token, await code(c.token));
    expect(own.json()).toMatchObject({
      code: 'REFERRAL_SELF',
      errors: { referralId: REFERRAL_MESSAGES.self },
    });
    // A customer outside the chain may still invite C.
    const f = await signUpClient(t.app);
    expect((await put(c.token, await code(f.token))).statusCode).toBe(200);
  });

  it('refuses a malformed date range', async () => {
    const client = await signUpClient(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/client/my-referral/transactions/amount?from=yesterday',
      headers: bearer(client.token),
    });
    expect(response.statusCode).toBe(400);
  });
});
