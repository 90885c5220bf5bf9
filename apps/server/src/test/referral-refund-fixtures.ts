import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  call,
  createTestApp,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  type TestApp,
} from './helpers.js';
import { yookassaStandIn } from './yookassa-stand-in.js';

/**
 * A referrer R and the customer E they invited, on an app whose card acquirer is the YooKassa stand-in (so a
 * refund can succeed, be refused, or go unanswered), with the desk's refund calls and what R sees.
 */
export async function referralRefundWorld() {
  const standIn = yookassaStandIn();
  const apiUrl = await standIn.listen();
  const t: TestApp = await createTestApp({
    // These refunds (300 000 ₽) are about the referrer's reward, not the second signature they would otherwise wait
    // for: the four-eyes threshold is above them here (four-eyes tests: modules/approvals).
    fourEyes: { thresholdRub: '1000000.00', ratePercent: '5' },
    payments: {
      card: {
        kind: 'yookassa',
        shopId: '506751',
        secretKey: 'test_key',
        apiUrl,
        timeoutMs: 800,
        attempts: 2,
      },
      crypto: { kind: 'sandbox' },
    },
  });
  const staff = await signInStaff(t.app);
  const info = async (client: SignedUpClient) =>
    (await call(t.app, 'GET', '/api/client/my-info', client.token)).json();

  /** A card top-up of `amount` ₽ that YooKassa paid and the portal credited. */
  async function creditedTopUp(client: SignedUpClient, amount: number): Promise<number> {
    const created = await call(t.app, 'POST', '/api/client/top-ups', client.token, { amount });
    expect(created.statusCode).toBe(201);
    const [paymentId, payment] = [...standIn.payments.entries()].at(-1)!;
    payment.status = 'succeeded';
    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/yookassa',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: paymentId },
      }),
    });
    expect(notified.statusCode).toBe(200);
    return created.json().topUp.id as number;
  }

  return {
    t,
    standIn,
    staff,
    creditedTopUp,
    /** R, and E who registered with R's code. */
    async pair() {
      const referrer = await signUpClient(t.app);
      const invited = await signUpClient(t.app, { referralId: (await info(referrer)).referralCode });
      return { referrer, invited, referrerId: (await info(referrer)).id as number };
    },
    async rub(client: SignedUpClient): Promise<number> {
      return (await info(client)).accounts.find(
        (a: { currency: { ccy: string } }) => a.currency.ccy === 'RUB',
      ).balance;
    },
    /** The customer's ledger as they read it, oldest first: «kind amount: comment». */
    async ledger(client: SignedUpClient): Promise<string[]> {
      const page = (await call(t.app, 'GET', '/api/client/my-transactions?offset=100', client.token)).json();
      return (page.data as Array<{ kind: string; amount: number; comment: string }>)
        .map((row) => `${row.kind} ${row.amount}: ${row.comment}`)
        .reverse();
    },
    /** The customer's ledger rows in the order they were written (the account row's lock orders them). */
    async ledgerRows(customerId: number): Promise<Array<{ amount: number; balance: number }>> {
      const result = (await t.app.ctx.db.execute(
        sql`select t.amount::text as amount, t.balance_after::text as balance from account_transactions t
            join accounts a on a.id = t.account_id where a.user_id = ${customerId} and a.currency = 'RUB'
            order by t.id`,
      )) as unknown as { rows: Array<{ amount: string; balance: string }> };
      return result.rows.map((row) => ({ amount: Number(row.amount), balance: Number(row.balance) }));
    },
    /** The rows a top-up caused, its referrer's included, in order. */
    async rowsOf(topUpId: number): Promise<string[]> {
      const result = (await t.app.ctx.db.execute(
        sql`select kind, amount::text as amount from account_transactions
            where reference_type = 'top_up' and reference_id = ${topUpId} order by id`,
      )) as unknown as { rows: Array<{ kind: string; amount: string }> };
      return result.rows.map((row) => `${row.kind} ${row.amount}`);
    },
    refund: (id: number) => call(t.app, 'POST', `/api/staff/top-ups/${id}/refund`, staff),
    recheck: (id: number) => call(t.app, 'POST', `/api/staff/top-ups/${id}/refund/recheck`, staff),
    /** The finance desk's card of a customer. */
    desk: async (customerId: number) =>
      (await call(t.app, 'GET', `/api/staff/customers/${customerId}`, staff)).json(),
    correct: (customerId: number, amount: number, reason: string) =>
      call(t.app, 'POST', `/api/staff/customers/${customerId}/corrections`, staff, {
        currency: 'RUB',
        amount,
        reason,
      }),
    async close() {
      await t.close();
      await standIn.close();
    },
  };
}

export type ReferralRefundWorld = Awaited<ReturnType<typeof referralRefundWorld>>;
