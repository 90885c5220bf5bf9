import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, PROMO_MESSAGES } from '@cargo/domain';
import { bearer, call, createTestApp, signInStaff, signUpClient, type TestApp } from '../../test/helpers.js';
import { usingPostgres } from '../../test/test-database.js';
import { createPromoCode } from './create-promo-code.js';
import { takeDiscount } from './take-discount.js';

describe('promo codes', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
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
    await createPromoCode(db, { code: 'FIFTY', amount: '7.77', currency: 'USD' });
    await createPromoCode(db, { code: 'LIMITED10', amount: '1', currency: 'RUB', maxUses: 10 });
    await createPromoCode(db, { code: 'SALE5', discountPercent: 5 });
    await createPromoCode(db, { code: 'SALE10', discountPercent: 10 });
    await createPromoCode(db, { code: 'SALE15', discountPercent: 15 });
  });
  afterAll(() => t.close());

  const redeem = (token: string, code: string) =>
    t.app.inject({ method: 'POST', url: `/api/promoCode/${code}`, headers: bearer(token) });
  const balance = async (token: string, ccy: string) => {
    const info = (await call(t.app, 'GET', '/api/client/my-info', token)).json();
    return info.accounts.find((a: { currency: { ccy: string } }) => a.currency.ccy === ccy).balance;
  };
  const ledger = async (token: string) =>
    (await call(t.app, 'GET', '/api/client/my-transactions', token)).json();

  it('credits the bonus once, whatever the letter case, with a ledger row that names the code', async () => {
    const client = await signUpClient(t.app);
    const first = await redeem(client.token, 'bonus300');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: PROMO_MESSAGES.activated,
      promoCode: 'BONUS300',
      amount: 300.5,
      currency: 'RUB',
      discountPercent: null,
    });
    expect(await balance(client.token, 'RUB')).toBe(300.5);
    const rows = (await ledger(client.token)).data;
    expect(rows).toMatchObject([
      { kind: 'promo_code', amount: 300.5, balance: 300.5, comment: 'Промокод BONUS300' },
    ]);

    const second = await redeem(client.token, 'BONUS300');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'PROMO_ALREADY_USED', message: PROMO_MESSAGES.alreadyUsed });
    expect(await balance(client.token, 'RUB')).toBe(300.5);
  });

  it('refuses unknown, expired, used-up and deactivated codes without touching the balance', async () => {
    const first = await signUpClient(t.app);
    const second = await signUpClient(t.app);
    expect((await redeem(first.token, 'NOSUCH')).json()).toEqual({
      code: 'PROMO_NOT_FOUND',
      message: PROMO_MESSAGES.notFound,
    });
    expect((await redeem(first.token, 'OLD')).json()).toEqual({
      code: 'PROMO_EXPIRED',
      message: PROMO_MESSAGES.expired,
    });
    expect((await redeem(first.token, 'ONCE')).statusCode).toBe(200);
    const exhausted = await redeem(second.token, 'ONCE');
    expect(exhausted.statusCode).toBe(409);
    expect(exhausted.json()).toEqual({ code: 'PROMO_EXHAUSTED', message: PROMO_MESSAGES.exhausted });

    const codes = (await call(t.app, 'GET', '/api/staff/promo-codes?offset=100', staff)).json();
    const fifty = codes.data.find((c: { code: string }) => c.code === 'FIFTY');
    const off = await call(t.app, 'PUT', `/api/staff/promo-codes/${fifty.id}/deactivate`, staff);
    expect(off.json()).toMatchObject({ code: 'FIFTY', active: false, usedCount: 0 });
    expect((await redeem(second.token, 'FIFTY')).json().code).toBe('PROMO_NOT_FOUND');
    expect((await call(t.app, 'PUT', '/api/staff/promo-codes/999999/deactivate', staff)).statusCode).toBe(
      404,
    );

    expect(await balance(second.token, 'CNY')).toBe(0);
    expect(await balance(second.token, 'USD')).toBe(0);
    expect((await ledger(second.token)).totalElements).toBe(0);
  });

  it('stores a discount code for the next parcel, one unused discount at a time', async () => {
    const client = await signUpClient(t.app);
    const none = await call(t.app, 'GET', '/api/client/my-discount', client.token);
    expect(none.json()).toEqual({ percent: null, promoCode: null });

    const won = await redeem(client.token, 'sale10');
    expect(won.json()).toEqual({
      message: PROMO_MESSAGES.activated,
      promoCode: 'SALE10',
      amount: null,
      currency: null,
      discountPercent: 10,
    });
    expect((await call(t.app, 'GET', '/api/client/my-discount', client.token)).json()).toEqual({
      percent: 10,
      promoCode: 'SALE10',
    });
    // No money moved.
    expect((await ledger(client.token)).totalElements).toBe(0);

    const second = await redeem(client.token, 'SALE15');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'DISCOUNT_ALREADY_HELD',
      message: FINANCE_MESSAGES.discountAlreadyHeld,
    });

    // The next parcel takes it once; then another discount code may be used.
    const userId = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json().id;
    const db = t.app.ctx.db;
    expect(await db.transaction((tx) => takeDiscount(tx, userId, 501))).toBe(10);
    expect(await db.transaction((tx) => takeDiscount(tx, userId, 502))).toBeNull();
    expect((await call(t.app, 'GET', '/api/client/my-discount', client.token)).json().percent).toBeNull();
    expect((await redeem(client.token, 'SALE15')).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/client/my-discount', client.token)).json().percent).toBe(15);
  });

  it('lets staff create codes, refusing a duplicate with 409 and a code with both or neither of amount and discount', async () => {
    const created = await call(t.app, 'POST', '/api/staff/promo-codes', staff, {
      code: 'spring-25',
      amount: '25.5',
      currency: 'EUR',
      maxUses: 3,
      expiresAt: '2099-01-01T00:00:00Z',
      description: 'Весна',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      code: 'SPRING-25',
      amount: 25.5,
      currency: 'EUR',
      discountPercent: null,
      maxUses: 3,
      usedCount: 0,
      active: true,
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    const again = await call(t.app, 'POST', '/api/staff/promo-codes', staff, {
      code: 'SPRING-25',
      discountPercent: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'PROMO_CODE_TAKEN', message: FINANCE_MESSAGES.promoCodeTaken });
    const both = await call(t.app, 'POST', '/api/staff/promo-codes', staff, {
      code: 'BOTH',
      amount: 5,
      currency: 'RUB',
      discountPercent: 5,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.amount).toBe(FINANCE_MESSAGES.promoAmountOrDiscount);
    const customer = await signUpClient(t.app);
    expect((await call(t.app, 'GET', '/api/staff/promo-codes', customer.token)).statusCode).toBe(404);
  });

  it.skipIf(!usingPostgres)('lets only one of two customers racing for a single-use code win', async () => {
    const a = await signUpClient(t.app);
    const b = await signUpClient(t.app);
    const results = await Promise.all([redeem(a.token, 'RACE'), redeem(b.token, 'RACE')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await balance(a.token, 'RUB')) + (await balance(b.token, 'RUB'))).toBe(50);
  });

  it.skipIf(!usingPostgres)(
    'credits one customer once when the same code is sent 50 times at once',
    async () => {
      const client = await signUpClient(t.app);
      const results = await Promise.all(Array.from({ length: 50 }, () => redeem(client.token, 'BONUS300')));
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      expect(await balance(client.token, 'RUB')).toBe(300.5);
      expect((await ledger(client.token)).totalElements).toBe(1);
    },
  );

  it.skipIf(!usingPostgres)(
    'never redeems a limited code more often than its limit, 30 customers at once',
    async () => {
      const clients = await Promise.all(Array.from({ length: 30 }, () => signUpClient(t.app)));
      const results = await Promise.all(clients.map((c) => redeem(c.token, 'LIMITED10')));
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
        Array(20).fill('PROMO_EXHAUSTED'),
      );
      const balances = await Promise.all(clients.map((c) => balance(c.token, 'RUB')));
      expect(balances.reduce((sum, b) => sum + b, 0)).toBe(10);
      const codes = (await call(t.app, 'GET', '/api/staff/promo-codes?offset=100', staff)).json();
      expect(codes.data.find((c: { code: string }) => c.code === 'LIMITED10').usedCount).toBe(10);
    },
  );

  it.skipIf(!usingPostgres)('keeps one unused discount when two discount codes arrive at once', async () => {
    const client = await signUpClient(t.app);
    const results = await Promise.all([redeem(client.token, 'SALE5'), redeem(client.token, 'SALE15')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('DISCOUNT_ALREADY_HELD');
  });
});

if (!usingPostgres) {
  console.info(
    'promo-codes: the race tests run only against PostgreSQL (TEST_DATABASE_URL); PGlite runs one query at a time',
  );
}
