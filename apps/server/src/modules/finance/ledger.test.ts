import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@cargo/domain';
import { accounts } from '../../db/schema/finance.js';
import { bearer, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';
import { listAccounts, sumLedgerAmount } from './index.js';
// The primitive under credit, debit and convert, tested on its own (no module may call it).
import { changeBalance } from './ledger.js';

describe('ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function newCustomerId(): Promise<number> {
    const client = await signUpClient(t.app);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/client/my-info',
      headers: bearer(client.token),
    });
    return me.json().id;
  }

  it('refuses a change of an account that is not open with 409 ACCOUNT_NOT_FOUND and writes nothing', async () => {
    const userId = await newCustomerId();
    await t.app.ctx.db.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.currency, 'EUR')));
    const attempt = t.app.ctx.db.transaction((tx) =>
      changeBalance(tx, { userId, currency: 'EUR', amount: '10.00', kind: 'test', comment: 'тест' }),
    );
    await expect(attempt).rejects.toMatchObject({
      statusCode: 409,
      code: 'ACCOUNT_NOT_FOUND',
      message: COMMON_MESSAGES.accountNotFound,
    });
    expect(await sumLedgerAmount(t.app.ctx.db, { userId, kind: 'test', currency: 'EUR' })).toEqual({
      amount: '0.00',
      count: 0,
    });
  });

  it('sums one kind of ledger rows of one customer and currency by period', async () => {
    const userId = await newCustomerId();
    await t.app.ctx.db.transaction(async (tx) => {
      const changes = [
        ['RUB', '0.10', 'bonus'],
        ['RUB', '0.20', 'bonus'],
        ['RUB', '5.00', 'other'],
        ['CNY', '7.00', 'bonus'],
      ] as const;
      for (const [currency, amount, kind] of changes) {
        await changeBalance(tx, { userId, currency, amount, kind, comment: 'тест' });
      }
    });
    const query = { userId, kind: 'bonus', currency: 'RUB' } as const;
    expect(await sumLedgerAmount(t.app.ctx.db, query)).toEqual({ amount: '0.30', count: 2 });
    expect(await sumLedgerAmount(t.app.ctx.db, { ...query, to: new Date('2020-01-01') })).toEqual({
      amount: '0.00',
      count: 0,
    });
    const rub = (await listAccounts(t.app.ctx.db, userId)).find((a) => a.currency.ccy === 'RUB');
    expect(rub?.balance).toBe(5.3);
  });
});
