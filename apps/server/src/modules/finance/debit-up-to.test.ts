import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, accountTransactions } from '../../db/schema/finance.js';
import { bearer, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';
import { debitUpTo, listAccounts } from './index.js';
import { changeBalance } from './ledger.js';

/** finance's set-based debit for the daily jobs (decision 068). */
describe('debitUpTo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function customerWith(rub: string): Promise<number> {
    const client = await signUpClient(t.app);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/client/my-info',
      headers: bearer(client.token),
    });
    const userId = me.json().id as number;
    if (rub !== '0') {
      await t.app.ctx.db.transaction((tx) =>
        changeBalance(tx, { userId, currency: 'RUB', amount: rub, kind: 'test', comment: 'тест' }),
      );
    }
    return userId;
  }
  const rubOf = async (userId: number) =>
    (await listAccounts(t.app.ctx.db, userId)).find((a) => a.currency.ccy === 'RUB')!.balance;

  it('each balance pays the whole lines it covers, in order; one ledger row per customer; never below zero', async () => {
    const rich = await customerWith('100.00');
    const partial = await customerWith('25.50');
    const empty = await customerWith('0');
    const line = (userId: number, amount: string, item: string) => ({ userId, amount, item });
    const result = await t.app.ctx.db.transaction((tx) =>
      debitUpTo(tx, {
        currency: 'RUB',
        kind: 'storage_fee',
        // Given out of user order: the function locks and answers by account, whatever the order of the lines.
        lines: [
          line(partial, '10.00', 'p1'),
          line(empty, '10.00', 'e1'),
          line(rich, '33.33', 'r1'),
          line(partial, '10.00', 'p2'),
          line(partial, '10.00', 'p3'),
          line(rich, '66.67', 'r2'),
          // Once a line does not fit, the later ones are not paid either, even a smaller one.
          line(partial, '0.50', 'p4'),
        ],
        describe: (userId, covered) => ({ comment: `${userId}: ${covered.join(',')}` }),
      }),
    );
    const byUser = new Map(result.debited.map((d) => [d.userId, d]));
    expect(byUser.get(rich)).toMatchObject({ covered: ['r1', 'r2'], balance: '0.00' });
    expect(byUser.get(partial)).toMatchObject({ covered: ['p1', 'p2'], balance: '5.50' });
    expect(byUser.has(empty)).toBe(false);
    expect(result.uncovered.map((l) => l.item).sort()).toEqual(['e1', 'p3', 'p4']);
    expect([await rubOf(rich), await rubOf(partial), await rubOf(empty)]).toEqual([0, 5.5, 0]);

    const rows = await t.app.ctx.db
      .select({
        userId: accounts.userId,
        id: accountTransactions.id,
        amount: accountTransactions.amount,
        balanceAfter: accountTransactions.balanceAfter,
        comment: accountTransactions.comment,
      })
      .from(accountTransactions)
      .innerJoin(accounts, eq(accounts.id, accountTransactions.accountId))
      .where(inArray(accounts.userId, [rich, partial, empty]))
      .orderBy(asc(accountTransactions.id));
    const fees = rows.filter((row) => row.comment.includes(':'));
    expect(fees).toEqual([
      {
        userId: rich,
        id: byUser.get(rich)!.transactionId,
        amount: '-100.00',
        balanceAfter: '0.00',
        comment: `${rich}: r1,r2`,
      },
      {
        userId: partial,
        id: byUser.get(partial)!.transactionId,
        amount: '-20.00',
        balanceAfter: '5.50',
        comment: `${partial}: p1,p2`,
      },
    ]);
    // The kept ledger row counts follow the set-based insert too (migration 0016's statement trigger).
    const [kept] = await t.app.ctx.db
      .select({ n: accounts.ledgerRows })
      .from(accounts)
      .where(and(eq(accounts.userId, rich), eq(accounts.currency, 'RUB')));
    expect(kept!.n).toBe(rows.filter((row) => row.userId === rich).length);
  });

  it('answers nothing for no lines and refuses an amount that is not positive', async () => {
    const userId = await customerWith('10.00');
    const run = (amount: string) =>
      t.app.ctx.db.transaction((tx) =>
        debitUpTo(tx, {
          currency: 'RUB',
          kind: 'storage_fee',
          lines: amount ? [{ userId, amount, item: 1 }] : [],
          describe: () => ({ comment: 'x' }),
        }),
      );
    expect(await run('')).toEqual({ debited: [], uncovered: [] });
    await expect(run('0.00')).rejects.toThrow('positive amount');
    await expect(run('-1.00')).rejects.toThrow('positive amount');
    expect(await rubOf(userId)).toBe(10);
  });
});
