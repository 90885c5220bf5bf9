import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOP_UP_STATUS } from '@cargo/domain';
import { referralRefundWorld, type ReferralRefundWorld } from '../../../test/referral-refund-fixtures.js';
import { usingPostgres } from '../../../test/test-database.js';

/** Taking a referral reward back when requests race, on a real PostgreSQL server (decision 046). */
describe.skipIf(!usingPostgres)('the referral reward of a refunded top-up, under races', () => {
  let w: ReferralRefundWorld;
  beforeAll(async () => {
    w = await referralRefundWorld();
  });
  afterAll(() => w.close());
  beforeEach(() => {
    Object.assign(w.standIn.state, { hangRefunds: 0, failRefunds: 0, refundOutcome: 'succeeded' });
  });

  it('ten refunds of one top-up at once: one refund, one reversal', async () => {
    const { referrer, invited } = await w.pair();
    const id = await w.creditedTopUp(invited, 300_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => w.refund(id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect([await w.rub(invited), await w.rub(referrer)]).toEqual([0, 0]);
    expect(await w.rowsOf(id)).toEqual([
      'top_up 300000.00',
      'referral_reward 15000.00',
      'refund -300000.00',
      'referral_reversal -15000.00',
    ]);
  });

  it('a refund in processing, then twenty checks at once that hear it went through: one reversal', async () => {
    const { referrer, invited } = await w.pair();
    const id = await w.creditedTopUp(invited, 300_000);
    w.standIn.state.hangRefunds = 2;
    expect((await w.refund(id)).json().topUp.statusId).toBe(TOP_UP_STATUS.REFUND_PENDING);
    const answers = await Promise.all(Array.from({ length: 20 }, () => w.recheck(id)));
    expect(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 409)).toEqual([]);
    // A check that heard nothing in time on a loaded machine leaves it in processing; the next one settles it.
    for (let i = 0; i < 5 && (await w.recheck(id)).statusCode === 200; i += 1);
    expect(await w.rub(referrer)).toBe(0);
    expect((await w.rowsOf(id)).filter((row) => row.startsWith('referral_reversal'))).toEqual([
      'referral_reversal -15000.00',
    ]);
  });

  it('a reversal racing ten credits of the referrer: the debt is repaid exactly, never below zero', async () => {
    const { referrer, invited, referrerId } = await w.pair();
    const id = await w.creditedTopUp(invited, 300_000);
    await w.correct(referrerId, -15_000, 'Оплата услуг');
    const [refund, ...credits] = await Promise.all([
      w.refund(id),
      ...Array.from({ length: 10 }, () => w.correct(referrerId, 3_000, 'Начисление')),
    ]);
    expect([refund!.statusCode, ...credits.map((c) => c.statusCode)]).toEqual(Array(11).fill(200));
    // 30 000 credited, 15 000 taken back (from the balance or as a debt repaid): 15 000 left, nothing owed.
    expect(await w.rub(referrer)).toBe(15_000);
    expect((await w.desk(referrerId)).debts).toEqual([]);
    // Every row's running balance follows from the one before it, and none is below zero.
    const rows = await w.ledgerRows(referrerId);
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i]!.balance).toBeCloseTo(rows[i - 1]!.balance + rows[i]!.amount, 2);
      expect(rows[i]!.balance).toBeGreaterThanOrEqual(0);
    }
    expect(rows.at(-1)!.balance).toBe(15_000);
  });
});

if (!usingPostgres) {
  console.info(
    'referral-reversal-race.test.ts: skipped — PGlite runs one query at a time and cannot race; set TEST_DATABASE_URL to run it on PostgreSQL',
  );
}
