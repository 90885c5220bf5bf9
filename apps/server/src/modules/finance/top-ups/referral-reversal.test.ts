import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, TOP_UP_STATUS } from '@cargo/domain';
import { referralRefundWorld, type ReferralRefundWorld } from '../../../test/referral-refund-fixtures.js';

const REVERSAL = FINANCE_MESSAGES.referralReversalComment('15 000 ₽');

/**
 * Issue 29: a refunded top-up left the referrer's 5 % in place (E tops up 300 000 → R gets 15 000; refund → E 0,
 * R still 15 000). The reward goes when the money goes back to the card, once; what R has spent becomes a debt
 * their next credits repay (decision 046).
 */
describe('the referral reward of a refunded top-up', () => {
  let w: ReferralRefundWorld;
  beforeAll(async () => {
    w = await referralRefundWorld();
  });
  afterAll(() => w.close());
  beforeEach(() => {
    Object.assign(w.standIn.state, { hangRefunds: 0, failRefunds: 0, refundOutcome: 'succeeded' });
  });

  it('300 000 ₽ refunded: E 0, R 15 000 → 0, with a row saying why', async () => {
    const { referrer, invited, referrerId } = await w.pair();
    const id = await w.creditedTopUp(invited, 300_000);
    expect([await w.rub(invited), await w.rub(referrer)]).toEqual([300_000, 15_000]);

    const refunded = await w.refund(id);
    expect(refunded.json()).toMatchObject({ topUp: { statusId: TOP_UP_STATUS.REFUNDED } });
    expect([await w.rub(invited), await w.rub(referrer)]).toEqual([0, 0]);
    expect(await w.ledger(referrer)).toEqual([
      `referral_reward 15000: ${FINANCE_MESSAGES.referralRewardComment}`,
      `referral_reversal -15000: ${REVERSAL}`,
    ]);
    expect((await w.desk(referrerId)).debts).toEqual([]);
    expect(await w.rowsOf(id)).toEqual([
      'top_up 300000.00',
      'referral_reward 15000.00',
      'refund -300000.00',
      'referral_reversal -15000.00',
    ]);
  });

  it('R spent 10 000 of it: 5 000 taken, 10 000 owed, repaid first from R’s next credits', async () => {
    const { referrer, invited, referrerId } = await w.pair();
    const id = await w.creditedTopUp(invited, 300_000);
    expect((await w.correct(referrerId, -10_000, 'Оплата услуг')).statusCode).toBe(200);
    expect(await w.rub(referrer)).toBe(5_000);

    await w.refund(id);
    expect(await w.rub(referrer)).toBe(0);
    const note = FINANCE_MESSAGES.debtNote('5 000 ₽', '10 000 ₽');
    expect((await w.ledger(referrer)).at(-1)).toBe(`referral_reversal -5000: ${REVERSAL}${note}`);
    expect((await w.desk(referrerId)).debts).toMatchObject([
      { currency: 'RUB', amount: 10_000, outstanding: 10_000, comment: REVERSAL },
    ]);

    // R's own top-up of 4 000 goes to the debt; a correction of 10 000 repays the rest and leaves 4 000.
    await w.creditedTopUp(referrer, 4_000);
    expect(await w.rub(referrer)).toBe(0);
    expect((await w.desk(referrerId)).debts).toMatchObject([{ amount: 10_000, outstanding: 6_000 }]);
    expect((await w.correct(referrerId, 10_000, 'Компенсация')).statusCode).toBe(200);
    expect(await w.rub(referrer)).toBe(4_000);
    expect((await w.desk(referrerId)).debts).toEqual([]);
    const what = 'отмена реферального вознаграждения';
    expect((await w.ledger(referrer)).slice(-4)).toEqual([
      expect.stringMatching(/^top_up 4000: /),
      `debt_repayment -4000: ${FINANCE_MESSAGES.debtRepaymentComment(what, '4 000 ₽', '6 000 ₽')}`,
      `correction 10000: Корректировка 10 000,00 ₽: Компенсация`,
      `debt_repayment -6000: ${FINANCE_MESSAGES.debtRepaymentComment(what, '6 000 ₽', null)}`,
    ]);
    // Nothing more is taken from later credits.
    await w.correct(referrerId, 100, 'Ещё');
    expect(await w.rub(referrer)).toBe(4_100);
  });

  it('R spent all of it: the whole reward is a debt, and the row of 0 says so', async () => {
    const { referrer, invited, referrerId } = await w.pair();
    const id = await w.creditedTopUp(invited, 300_000);
    await w.correct(referrerId, -15_000, 'Оплата услуг');
    await w.refund(id);
    expect(await w.rub(referrer)).toBe(0);
    const note = FINANCE_MESSAGES.debtNote(null, '15 000 ₽');
    expect((await w.ledger(referrer)).at(-1)).toBe(`referral_reversal 0: ${REVERSAL}${note}`);
    expect((await w.desk(referrerId)).debts).toMatchObject([{ amount: 15_000, outstanding: 15_000 }]);
  });

  it('a refund in processing keeps the reward; refused, it stays; refunded later, it goes once', async () => {
    const { referrer, invited } = await w.pair();
    const id = await w.creditedTopUp(invited, 300_000);

    w.standIn.state.refundOutcome = 'pending';
    expect((await w.refund(id)).json().topUp.statusId).toBe(TOP_UP_STATUS.REFUND_PENDING);
    expect([await w.rub(invited), await w.rub(referrer)]).toEqual([0, 15_000]);
    // The acquirer refuses it: E's money comes back and R's reward was never touched.
    const refundId = [...w.standIn.refunds.keys()].at(-1)!;
    w.standIn.refunds.get(refundId)!.status = 'canceled';
    expect((await w.recheck(id)).json().message).toBe(FINANCE_MESSAGES.refundRefused);
    expect([await w.rub(invited), await w.rub(referrer)]).toEqual([300_000, 15_000]);

    // Asked again, the refund times out; the next check finds it done and the reward goes, once.
    w.standIn.state.refundOutcome = 'succeeded';
    w.standIn.state.hangRefunds = 2;
    expect((await w.refund(id)).json().topUp.statusId).toBe(TOP_UP_STATUS.REFUND_PENDING);
    expect(await w.rub(referrer)).toBe(15_000);
    expect((await w.recheck(id)).json().topUp.statusId).toBe(TOP_UP_STATUS.REFUNDED);
    expect((await w.recheck(id)).statusCode).toBe(409);
    expect([await w.rub(invited), await w.rub(referrer)]).toEqual([0, 0]);
    expect(await w.rowsOf(id)).toEqual([
      'top_up 300000.00',
      'referral_reward 15000.00',
      'refund -300000.00',
      'refund 300000.00',
      'refund -300000.00',
      'referral_reversal -15000.00',
    ]);
  });
});
