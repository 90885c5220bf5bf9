import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOP_UP_STATUS } from '@cargo/domain';
import { signInvoiceToken } from '../../../integrations/crypto/invoice-token.js';
import { sandboxCryptoSecret } from '../../../integrations/crypto/sandbox-crypto.js';
import {
  call,
  createTestApp,
  signUpClient,
  type SignedUpClient,
  type TestApp,
} from '../../../test/helpers.js';

describe('crypto top-ups through the sandbox processor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const run = async (query: SQL) =>
    (await t.app.ctx.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };

  const balance = async (client: SignedUpClient, ccy: string) => {
    const info = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json();
    return info.accounts.find((a: { currency: { ccy: string } }) => a.currency.ccy === ccy).balance as number;
  };
  const invoice = async (client: SignedUpClient, amount: number | string, currency = 'USD') => {
    const response = await call(t.app, 'POST', '/api/crypto', client.token, { amount, currency });
    expect(response.statusCode).toBe(201);
    const link = new URL(response.json().link);
    expect(link.pathname).toBe('/crypto-cloud');
    return { id: response.json().topUp.id as number, invoiceId: link.searchParams.get('invoiceId')! };
  };
  const settle = (invoiceId: string, outcome: string) =>
    call(t.app, 'POST', `/api/sandbox/crypto-invoices/${invoiceId}/${outcome}`, null);
  const topUp = async (client: SignedUpClient, id: number) =>
    (await call(t.app, 'GET', `/api/client/top-ups/${id}`, client.token)).json();
  const postback = (body: string, contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({
      method: 'POST',
      url: '/api/crypto/postback/sandbox',
      headers: { 'content-type': contentType },
      payload: body,
    });
  const outcomes = async (invoiceId: string) =>
    (
      (
        await run(
          sql`select outcome from payment_events where provider_payment_id = ${invoiceId} order by id`,
        )
      ).rows as Array<{ outcome: string }>
    ).map((row) => row.outcome);

  it('a paid invoice credits the dollars asked, once', async () => {
    const client = await signUpClient(t.app);
    const { id, invoiceId } = await invoice(client, '50.00');
    expect(invoiceId).toMatch(/^INV-[A-Z0-9]{8}$/);
    const page = (await call(t.app, 'GET', `/api/sandbox/crypto-invoices/${invoiceId}`, null)).json();
    expect(page).toMatchObject({
      invoiceId,
      amount: 50,
      currency: 'USD',
      status: 'created',
      receivedAmount: null,
    });

    const paid = await settle(invoiceId, 'paid');
    expect(paid.json()).toMatchObject({ status: 'paid', receivedAmount: 50 });
    expect(await topUp(client, id)).toMatchObject({
      statusId: TOP_UP_STATUS.SUCCEEDED,
      receivedAmount: null,
    });
    expect(await balance(client, 'USD')).toBe(50);
    expect((await settle(invoiceId, 'paid')).statusCode).toBe(409);

    // The processor repeating its postback (a fresh token, JSON this time) credits nothing more.
    const body = JSON.stringify({
      status: 'success',
      invoice_id: invoiceId.replace('INV-', ''),
      amount_crypto: 50,
      currency: 'USDT_TRC20',
      order_id: String(id),
      token: await signInvoiceToken(sandboxCryptoSecret(t.app.ctx.config.jwtSecret), invoiceId),
    });
    expect((await postback(body, 'application/json')).statusCode).toBe(200);
    expect(await balance(client, 'USD')).toBe(50);
    expect(await outcomes(invoiceId)).toEqual(['credited', 'already_credited']);
  });

  it('an underpaid invoice credits what arrived, and says so on the top-up: «Зачислен частично»', async () => {
    const client = await signUpClient(t.app);
    const { id, invoiceId } = await invoice(client, '1000.01', 'RUB');
    expect((await settle(invoiceId, 'underpaid')).json()).toMatchObject({
      status: 'partial',
      receivedAmount: 500,
    });
    expect(await topUp(client, id)).toMatchObject({
      statusId: TOP_UP_STATUS.PARTLY_CREDITED,
      amount: 1000.01,
      receivedAmount: 500,
    });
    expect(await balance(client, 'RUB')).toBe(500);
  });

  it('an expired invoice fails the top-up and credits nothing', async () => {
    const client = await signUpClient(t.app);
    const { id, invoiceId } = await invoice(client, 20);
    expect((await settle(invoiceId, 'expired')).json().status).toBe('canceled');
    expect(await topUp(client, id)).toMatchObject({
      statusId: TOP_UP_STATUS.FAILED,
      failureReason: 'Срок оплаты счёта истёк',
    });
    expect(await balance(client, 'USD')).toBe(0);
  });

  it('rejects a postback with a forged or foreign token, or for an unknown invoice, and credits nothing', async () => {
    const client = await signUpClient(t.app);
    const { id, invoiceId } = await invoice(client, 30);
    // Pretend the blockchain paid, without telling the portal: only a verified postback may credit.
    await run(
      sql`update sandbox_crypto_invoices set status = 'paid', received_amount = amount where id = ${invoiceId}`,
    );
    const form = (token: string, invoice = invoiceId) =>
      new URLSearchParams({ status: 'success', invoice_id: invoice, order_id: String(id), token }).toString();
    const secret = sandboxCryptoSecret(t.app.ctx.config.jwtSecret);
    const forged = await postback(form(await signInvoiceToken('a-guessed-secret-key', invoiceId)));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('NOTIFICATION_REJECTED');
    expect((await postback(form(await signInvoiceToken(secret, 'INV-OTHER123')))).statusCode).toBe(400);
    expect((await postback(form('not.a.token'))).statusCode).toBe(400);
    expect(
      (await postback(form(await signInvoiceToken(secret, 'INV-NOPE2345'), 'INV-NOPE2345'))).statusCode,
    ).toBe(400);
    expect((await postback(form(await signInvoiceToken(secret, invoiceId, -10)))).statusCode).toBe(400);
    expect(await outcomes(invoiceId)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect((await topUp(client, id)).statusId).toBe(TOP_UP_STATUS.PENDING);
    expect(await balance(client, 'USD')).toBe(0);

    // The same postback with the processor's real token is believed.
    expect((await postback(form(await signInvoiceToken(secret, invoiceId)))).statusCode).toBe(200);
    expect(await balance(client, 'USD')).toBe(30);
  });

  it('answers 400 to a provider it does not know and to a body it cannot read', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/crypto/postback/someone',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/sandbox',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });
});
