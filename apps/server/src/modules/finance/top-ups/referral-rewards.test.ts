import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, SANDBOX_CARDS } from '@cargo/domain';
import {
  call,
  createTestApp,
  signUpClient,
  type SignedUpClient,
  type TestApp,
} from '../../../test/helpers.js';

/** The referral rule of docs/decisions/010: 5 % of each top-up of an invited customer, for their first year. */
describe('referral rewards on top-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const run = async (query: SQL) =>
    (await t.app.ctx.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };

  const info = async (client: SignedUpClient) =>
    (await call(t.app, 'GET', '/api/client/my-info', client.token)).json();
  const balance = async (client: SignedUpClient, ccy: string) =>
    (await info(client)).accounts.find((a: { currency: { ccy: string } }) => a.currency.ccy === ccy)
      .balance as number;
  const payByCard = async (client: SignedUpClient, amount: string) => {
    const answer = (await call(t.app, 'POST', '/api/client/top-ups', client.token, { amount })).json();
    const paymentId = new URL(answer.confirmationUrl).searchParams.get('paymentId');
    const paid = await call(t.app, 'POST', `/api/sandbox/card-payments/${paymentId}/pay`, null, {
      cardNumber: SANDBOX_CARDS.succeeds,
      expiry: '12/40',
      cvc: '123',
    });
    expect(paid.json().status).toBe('succeeded');
  };
  const payByCrypto = async (client: SignedUpClient, amount: string) => {
    const answer = (
      await call(t.app, 'POST', '/api/crypto', client.token, { amount, currency: 'USD' })
    ).json();
    const invoiceId = new URL(answer.link).searchParams.get('invoiceId');
    expect(
      (await call(t.app, 'POST', `/api/sandbox/crypto-invoices/${invoiceId}/paid`, null)).statusCode,
    ).toBe(200);
  };
  const earned = async (client: SignedUpClient, query = '') =>
    (await call(t.app, 'GET', `/api/client/my-referral/transactions/amount${query}`, client.token)).json();

  it('credits the referrer 5 % of an invited customer’s top-up, rounded half up, in its currency', async () => {
    const referrer = await signUpClient(t.app);
    const invited = await signUpClient(t.app, { referralId: (await info(referrer)).referralCode });
    await payByCard(invited, '1234.50');
    await payByCrypto(invited, '10.10');

    expect(await balance(invited, 'RUB')).toBe(1234.5);
    // 5 % of 1234.50 is 61.725 → 61.73; 5 % of 10.10 $ is 0.505 → 0.51.
    expect(await balance(referrer, 'RUB')).toBe(61.73);
    expect(await balance(referrer, 'USD')).toBe(0.51);
    const rows = (
      await run(
        sql`select t.kind, t.amount::text, t.comment, t.related_user_id, a.currency from account_transactions t
            join accounts a on a.id = t.account_id where t.kind = 'referral_reward' and a.user_id = ${(await info(referrer)).id}
            order by t.id`,
      )
    ).rows;
    expect(rows).toEqual([
      {
        kind: 'referral_reward',
        amount: '61.73',
        comment: FINANCE_MESSAGES.referralRewardComment,
        related_user_id: (await info(invited)).id,
        currency: 'RUB',
      },
      expect.objectContaining({ amount: '0.51', currency: 'USD' }),
    ]);

    const today = new Date().toISOString().slice(0, 10);
    expect(await earned(referrer, `?from=${today}&to=${today}`)).toEqual({
      amount: 61.73,
      currency: 'RUB',
      count: 1,
      byCurrency: [
        { currency: 'RUB', amount: 61.73, count: 1 },
        { currency: 'USD', amount: 0.51, count: 1 },
      ],
    });
    expect(await earned(referrer, '?from=2020-01-01&to=2020-12-31')).toEqual({
      amount: 0,
      currency: 'RUB',
      count: 0,
      byCurrency: [],
    });
    // The invited customer earns nothing from their own top-ups.
    expect((await earned(invited)).byCurrency).toEqual([]);
    // Each reward is an event of the referrer's, written with the credit (decision 029).
    const bell = (await call(t.app, 'GET', '/api/notifications?objectType=credit', referrer.token)).json();
    expect(bell.data.map((n: { text: string }) => n.text)).toEqual([
      'Начислено реферальное вознаграждение: 0,51 $.',
      'Начислено реферальное вознаграждение: 61,73 ₽.',
    ]);
  });

  it('credits nothing once the invited customer registered a year ago or more, nor without a referrer', async () => {
    const referrer = await signUpClient(t.app);
    const invited = await signUpClient(t.app, { referralId: (await info(referrer)).referralCode });
    await run(
      sql`update users set created_at = now() - interval '365 days' where id = ${(await info(invited)).id}`,
    );
    await payByCard(invited, '1000');
    expect(await balance(invited, 'RUB')).toBe(1000);
    expect(await balance(referrer, 'RUB')).toBe(0);

    const loner = await signUpClient(t.app);
    await payByCard(loner, '1000');
    expect(await balance(loner, 'RUB')).toBe(1000);
  });
});
