import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateChange } from '@cargo/domain';
import { currencyConversions } from '../../db/schema/finance.js';
import {
  call,
  createTestApp,
  signInStaffMember,
  signUpClient,
  type TestApp,
  type SignedInStaff,
} from '../../test/helpers.js';
import { fundCustomer } from '../../test/four-eyes-helpers.js';

/**
 * Rates and the margin keep every value they took, with who set it (decision 049), and a conversion keeps the
 * rates it applied: setting the table back afterwards hides neither.
 */
describe('finance: rate and margin history, and what a conversion applied', () => {
  let t: TestApp;
  let anna: SignedInStaff;
  let boris: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp();
    anna = await signInStaffMember(t.app, ['finance']);
    boris = await signInStaffMember(t.app, ['finance']);
  });
  afterAll(() => t.close());

  const history = async (url: string, token = anna.token) => {
    const answer = await call(t.app, 'GET', url, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { data: RateChange[]; totalElements: number };
  };
  const setRate = (currency: string, rate: string, token: string) =>
    call(t.app, 'PUT', `/api/staff/currency-rates/${currency}`, token, { rate });

  it('lists every value of a rate, newest first: before → after, who set it; the table’s own value first of all', async () => {
    expect((await setRate('USD', '82.10', anna.token)).statusCode).toBe(200);
    expect((await setRate('USD', '81.5', boris.token)).statusCode).toBe(200);

    const page = await history('/api/staff/currency-rates/USD/history');
    expect(page.totalElements).toBe(3);
    expect(page.data.map((row) => [row.previous, row.value, row.changedBy?.email ?? null])).toEqual([
      [82.1, 81.5, boris.email],
      [81.5, 82.1, anna.email],
      // What the table held when the history began (the seeded rate, set by nobody on staff).
      [null, 81.5, null],
    ]);
    // Set back to 81.5, yet the day it was 82.10 is still there.
    expect((await history('/api/staff/currency-rates/CNY/history')).data).toHaveLength(1);
    expect((await history('/api/staff/currency-rates/RUB/history')).totalElements).toBe(0);
  });

  it('keeps the margin’s history too', async () => {
    const set = await call(t.app, 'PUT', '/api/staff/finance-settings/margin', boris.token, {
      marginPercent: '2,5',
    });
    expect(set.statusCode).toBe(200);
    const page = await history('/api/staff/finance-settings/margin/history');
    expect(page.data[0]).toMatchObject({ previous: 2, value: 2.5, changedBy: { id: boris.id } });
  });

  it('is the finance desk’s: support and the warehouse get 403', async () => {
    const support = await signInStaffMember(t.app, ['support']);
    const answer = await call(t.app, 'GET', '/api/staff/currency-rates/CNY/history', support.token);
    expect(answer.statusCode).toBe(403);
  });

  it('a conversion keeps the rates it applied after the table changes', async () => {
    const owner = await signInStaffMember(t.app, ['owner']);
    await call(t.app, 'PUT', '/api/staff/finance-settings/margin', owner.token, { marginPercent: 2 });
    expect((await setRate('CNY', '11.2', owner.token)).statusCode).toBe(200);
    const customer = await signUpClient(t.app);
    const userId = Number((await call(t.app, 'GET', '/api/client/my-info', customer.token)).json().id);
    await fundCustomer(t.app, owner.token, userId, 'RUB', 1000);
    const converted = await call(t.app, 'POST', '/api/client/conversions', customer.token, {
      from: 'RUB',
      to: 'CNY',
      amount: 100,
    });
    expect(converted.statusCode, converted.body).toBe(200);
    const applied = converted.json() as { rate: number; credited: { amount: number } };

    // The rate goes up and back: the conversion's record still says what it used.
    expect((await setRate('CNY', '11.7', owner.token)).statusCode).toBe(200);
    expect((await setRate('CNY', '11.2', owner.token)).statusCode).toBe(200);
    const [record] = await t.app.ctx.db
      .select()
      .from(currencyConversions)
      .where(eq(currencyConversions.userId, userId));
    expect(record).toMatchObject({
      fromCurrency: 'RUB',
      toCurrency: 'CNY',
      debited: '100.00',
      credited: applied.credited.amount.toFixed(2),
      officialRateFrom: '1.000000',
      officialRateTo: '11.200000',
      marginPercent: '2.00',
      rateSource: 'table',
    });
    expect(Number(record!.appliedRate)).toBe(applied.rate);
  });
});
