import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '@cargo/domain';
import { bearer, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';
import { usingPostgres } from '../../test/test-database.js';
import { createPromoCode } from './promo-codes.js';

describe('promo codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    await createPromoCode(db, { code: 'BONUS300', amount: '300.50', currency: 'RUB' });
    await createPromoCode(db, {
      code: 'OLD',
      amount: '100',
      currency: 'RUB',
      expiresAt: new Date('2020-01-01'),
    });
    await createPromoCode(db, { code: 'ONCE', amount: '10', currency: 'CNY', maxUses: 1 });
    await createPromoCode(db, { code: 'RACE', amount: '50', currency: 'RUB', maxUses: 1 });
  });
  afterAll(() => t.close());

  const redeem = (token: string, code: string) =>
    t.app.inject({ method: 'POST', url: `/api/promoCode/${code}`, headers: bearer(token) });
  const balance = async (token: string, ccy: string) => {
    const info = (
      await t.app.inject({ method: 'GET', url: '/api/client/my-info', headers: bearer(token) })
    ).json();
    return info.accounts.find((a: { currency: { ccy: string } }) => a.currency.ccy === ccy).balance;
  };

  it('credits the bonus once, whatever the letter case', async () => {
    const client = await signUpClient(t.app);
    const first = await redeem(client.token, 'bonus300');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: PROMO_MESSAGES.activated,
      promoCode: 'BONUS300',
      amount: 300.5,
      currency: 'RUB',
    });
    expect(await balance(client.token, 'RUB')).toBe(300.5);

    const second = await redeem(client.token, 'BONUS300');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(PROMO_MESSAGES.alreadyUsed);
    expect(await balance(client.token, 'RUB')).toBe(300.5);
  });

  it('refuses unknown, expired and used-up codes without touching the balance', async () => {
    const first = await signUpClient(t.app);
    const second = await signUpClient(t.app);
    expect((await redeem(first.token, 'NOSUCH')).json()).toEqual({
      code: 'PROMO_NOT_FOUND',
      message: PROMO_MESSAGES.notFound,
    });
    expect((await redeem(first.token, 'OLD')).json().message).toBe(PROMO_MESSAGES.expired);
    expect((await redeem(first.token, 'ONCE')).statusCode).toBe(200);
    const exhausted = await redeem(second.token, 'ONCE');
    expect(exhausted.statusCode).toBe(409);
    expect(exhausted.json().message).toBe(PROMO_MESSAGES.exhausted);
    expect(await balance(second.token, 'CNY')).toBe(0);
    expect(await balance(second.token, 'RUB')).toBe(0);
  });

  it.skipIf(!usingPostgres)('lets only one of two customers racing for a single-use code win', async () => {
    const a = await signUpClient(t.app);
    const b = await signUpClient(t.app);
    const results = await Promise.all([redeem(a.token, 'RACE'), redeem(b.token, 'RACE')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await balance(a.token, 'RUB')) + (await balance(b.token, 'RUB'))).toBe(50);
  });

  it.skipIf(!usingPostgres)(
    'credits one customer once when the same code is sent twice at the same time',
    async () => {
      const client = await signUpClient(t.app);
      const results = await Promise.all([redeem(client.token, 'BONUS300'), redeem(client.token, 'BONUS300')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await balance(client.token, 'RUB')).toBe(300.5);
    },
  );
});

if (!usingPostgres) {
  console.info(
    'promo-codes: the race tests run only against PostgreSQL (TEST_DATABASE_URL); PGlite runs one query at a time',
  );
}
