import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, SANDBOX_CARDS, TOP_UP_STATUS } from '@cargo/domain';
import {
  call,
  createTestApp,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  type TestApp,
} from '../../../test/helpers.js';

const CARD = { expiry: '12/40', cvc: '123' };

describe('top-ups that wait too long: expiry, resume, cancel and the money that arrives late', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const balance = async (client: SignedUpClient, ccy = 'RUB') => {
    const info = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json();
    return info.accounts.find((a: { currency: { ccy: string } }) => a.currency.ccy === ccy).balance as number;
  };
  const cardTopUp = async (client: SignedUpClient, amount = 1000) => {
    const response = await call(t.app, 'POST', '/api/client/top-ups', client.token, {
      amount,
      currency: 'RUB',
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    const url = new URL(answer.confirmationUrl);
    return { id: answer.topUp.id as number, paymentId: url.searchParams.get('paymentId')!, answer };
  };
  const cryptoTopUp = async (client: SignedUpClient, amount = 10000) => {
    const response = await call(t.app, 'POST', '/api/crypto', client.token, { amount, currency: 'RUB' });
    expect(response.statusCode).toBe(201);
    const link = new URL(response.json().link);
    return { id: response.json().topUp.id as number, invoiceId: link.searchParams.get('invoiceId')! };
  };
  const payCard = (paymentId: string) =>
    call(t.app, 'POST', `/api/sandbox/card-payments/${paymentId}/pay`, null, {
      cardNumber: SANDBOX_CARDS.succeeds,
      ...CARD,
    });
  const settleInvoice = (invoiceId: string, outcome: string) =>
    call(t.app, 'POST', `/api/sandbox/crypto-invoices/${invoiceId}/${outcome}`, null);
  const myTopUps = async (client: SignedUpClient) =>
    (await call(t.app, 'GET', '/api/client/my-top-ups', client.token)).json().data as Array<{
      id: number;
      statusId: number;
      failureReason: string | null;
      expiresAt: string | null;
    }>;
  /** The provider's lifetime has passed: as if the top-up had been created long ago. */
  const age = (id: number) =>
    t.app.ctx.db.execute(sql`update top_ups set expires_at = now() - interval '1 minute' where id = ${id}`);

  it('a new top-up carries its provider’s lifetime: an hour for a card, a day for crypto', async () => {
    const client = await signUpClient(t.app);
    const before = Date.now();
    const card = await cardTopUp(client);
    const crypto = await cryptoTopUp(client);
    const expires = Object.fromEntries((await myTopUps(client)).map((row) => [row.id, row.expiresAt]));
    const minutes = (iso: string | null | undefined) => Math.round((Date.parse(iso!) - before) / 60_000);
    expect(minutes(expires[card.id])).toBe(60);
    expect(minutes(expires[crypto.id])).toBe(24 * 60);
  });

  it('an abandoned top-up expires after its lifetime instead of waiting for payment for ever', async () => {
    const client = await signUpClient(t.app);
    const stale = await cardTopUp(client);
    const fresh = await cardTopUp(client);
    await age(stale.id);
    const rows = await myTopUps(client);
    expect(rows.find((row) => row.id === stale.id)).toMatchObject({
      statusId: TOP_UP_STATUS.EXPIRED,
      failureReason: FINANCE_MESSAGES.topUpExpired,
    });
    expect(rows.find((row) => row.id === fresh.id)?.statusId).toBe(TOP_UP_STATUS.PENDING);
    // One top-up read alone expires too, and the desk's list shows it expired.
    const crypto = await cryptoTopUp(client);
    await age(crypto.id);
    const one = await call(t.app, 'GET', `/api/client/top-ups/${crypto.id}`, client.token);
    expect(one.json().statusId).toBe(TOP_UP_STATUS.EXPIRED);
    const staff = await signInStaff(t.app);
    const desk = await call(t.app, 'GET', `/api/staff/top-ups?statusId=${TOP_UP_STATUS.EXPIRED}`, staff);
    expect(desk.statusCode).toBe(200);
    expect(desk.json().data.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([stale.id, crypto.id]),
    );
  });

  it('resume answers the provider’s page of a waiting top-up, and refuses an expired one', async () => {
    const client = await signUpClient(t.app);
    const { id, answer } = await cardTopUp(client);
    const resumed = await call(t.app, 'POST', `/api/client/top-ups/${id}/resume`, client.token);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ url: answer.confirmationUrl, topUp: { id, statusId: 2 } });

    const crypto = await cryptoTopUp(client);
    const invoice = await call(t.app, 'POST', `/api/client/top-ups/${crypto.id}/resume`, client.token);
    expect(new URL(invoice.json().url).searchParams.get('invoiceId')).toBe(crypto.invoiceId);

    await age(id);
    const late = await call(t.app, 'POST', `/api/client/top-ups/${id}/resume`, client.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(FINANCE_MESSAGES.topUpNotOpen);
  });

  it('the customer cancels a waiting top-up; once only, and never someone else’s', async () => {
    const client = await signUpClient(t.app);
    const other = await signUpClient(t.app);
    const { id } = await cardTopUp(client);
    expect((await call(t.app, 'POST', `/api/client/top-ups/${id}/cancel`, other.token)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/client/top-ups/${id}/resume`, other.token)).statusCode).toBe(404);
    const canceled = await call(t.app, 'POST', `/api/client/top-ups/${id}/cancel`, client.token);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({
      statusId: TOP_UP_STATUS.CANCELED,
      failureReason: FINANCE_MESSAGES.topUpCanceledByCustomer,
    });
    const again = await call(t.app, 'POST', `/api/client/top-ups/${id}/cancel`, client.token);
    expect(again.statusCode).toBe(409);
    expect((await call(t.app, 'POST', `/api/client/top-ups/${id}/resume`, client.token)).statusCode).toBe(
      409,
    );
  });

  it('money that arrives after the top-up expired or was cancelled is credited, once', async () => {
    const client = await signUpClient(t.app);
    const expired = await cardTopUp(client, 1000);
    await age(expired.id);
    expect((await myTopUps(client))[0]?.statusId).toBe(TOP_UP_STATUS.EXPIRED);
    expect((await payCard(expired.paymentId)).statusCode).toBe(200);
    expect(await balance(client)).toBe(1000);
    const paid = (await call(t.app, 'GET', `/api/client/top-ups/${expired.id}`, client.token)).json();
    expect(paid).toMatchObject({ statusId: TOP_UP_STATUS.SUCCEEDED, failureReason: null });

    const canceled = await cryptoTopUp(client, 500);
    await call(t.app, 'POST', `/api/client/top-ups/${canceled.id}/cancel`, client.token);
    expect((await settleInvoice(canceled.invoiceId, 'paid')).statusCode).toBe(200);
    expect(await balance(client)).toBe(1500);
    // An invoice of a cancelled top-up that expires at the processor leaves it cancelled.
    const given = await cryptoTopUp(client, 700);
    await call(t.app, 'POST', `/api/client/top-ups/${given.id}/cancel`, client.token);
    await settleInvoice(given.invoiceId, 'expired');
    const row = (await call(t.app, 'GET', `/api/client/top-ups/${given.id}`, client.token)).json();
    expect(row.statusId).toBe(TOP_UP_STATUS.CANCELED);
    expect(await balance(client)).toBe(1500);
  });

  it('an underpaid invoice is «Зачислен частично» with what arrived, on the ledger in the same step', async () => {
    const client = await signUpClient(t.app);
    const { id, invoiceId } = await cryptoTopUp(client, 10000);
    await settleInvoice(invoiceId, 'underpaid');
    const row = (await call(t.app, 'GET', `/api/client/top-ups/${id}`, client.token)).json();
    expect(row).toMatchObject({
      statusId: TOP_UP_STATUS.PARTLY_CREDITED,
      amount: 10000,
      receivedAmount: 5000,
    });
    expect(await balance(client)).toBe(5000);
    const ledger = (await call(t.app, 'GET', '/api/client/my-transactions', client.token)).json();
    expect(ledger.data[0]).toMatchObject({ amount: 5000 });
  });
});
