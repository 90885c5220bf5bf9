import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOP_UP_STATUS } from '@cargo/domain';
import { call, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';
import { cryptoCloudProvider } from './cryptocloud.js';
import { signInvoiceToken } from './invoice-token.js';

const apiKey = 'eyJhcGkta2V5IjoidGVzdCJ9.api-key';
const shopId = 'kRYrMkd2nGUzJn5T';
const secretKey = 'project-secret-key-of-the-shop';

/** A stand-in for CryptoCloud's API v2 on loopback: invoices in memory, every request recorded. */
function cryptoCloudStandIn() {
  const invoices = new Map<string, Record<string, unknown>>();
  const seen: Array<{ url: string; authorization: string; body: Record<string, unknown> }> = [];
  let counter = 0;
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
    seen.push({ url: req.url!, authorization: String(req.headers.authorization ?? ''), body });
    const reply = (value: unknown, status = 200) => {
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(value));
    };
    if (req.headers.authorization !== `Token ${apiKey}`) return reply({ status: 'error' }, 401);
    if (req.url === '/v2/invoice/create') {
      const uuid = `INV-${String((counter += 1)).padStart(8, 'A')}`;
      const invoice = {
        uuid,
        status: 'created',
        amount: 0.0005,
        received: 0,
        order_id: body.order_id,
        currency: { code: 'BTC', fullcode: 'BTC' },
      };
      invoices.set(uuid, invoice);
      return reply({
        status: 'success',
        result: { uuid, link: `https://pay.cryptocloud.example/${uuid.slice(4)}`, amount_usd: body.amount },
      });
    }
    if (req.url === '/v2/invoice/merchant/info') {
      const uuids = body.uuids as string[];
      return reply({ status: 'success', result: uuids.map((u) => invoices.get(u)).filter(Boolean) });
    }
    reply({ status: 'error' }, 404);
  });
  return { server, invoices, seen };
}

describe('CryptoCloud adapter against a stand-in', () => {
  const standIn = cryptoCloudStandIn();
  let apiUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())));

  it('creates an invoice with the API key and the documented body', async () => {
    const provider = cryptoCloudProvider({ apiKey, shopId, secretKey, apiUrl });
    const invoice = await provider.createInvoice({
      orderId: '42',
      amount: '150.50',
      currency: 'USD',
      email: 'client@example.ru',
    });
    expect(invoice.invoiceId).toMatch(/^INV-/);
    expect(invoice.link).toBe(`https://pay.cryptocloud.example/${invoice.invoiceId.slice(4)}`);
    expect(standIn.seen.at(-1)).toEqual({
      url: '/v2/invoice/create',
      authorization: `Token ${apiKey}`,
      body: { shop_id: shopId, amount: 150.5, currency: 'USD', order_id: '42', email: 'client@example.ru' },
    });
  });

  it('believes a postback only with a token signed by the project key, then re-checks the invoice', async () => {
    const provider = cryptoCloudProvider({ apiKey, shopId, secretKey, apiUrl });
    const { invoiceId } = await provider.createInvoice({
      orderId: '43',
      amount: '10',
      currency: 'USD',
      email: '',
    });
    const bare = invoiceId.slice(4);
    const postback = async (key: string) => ({
      rawBody: new URLSearchParams({
        status: 'success',
        invoice_id: bare,
        amount_crypto: '0.0005',
        currency: 'BTC',
        order_id: '43',
        token: await signInvoiceToken(key, invoiceId),
      }).toString(),
      headers: {},
      contentType: 'application/x-www-form-urlencoded',
      remoteAddress: '127.0.0.1',
    });
    const before = standIn.seen.length;
    expect(await provider.verifyPostback(await postback('forged-key'))).toBeNull();
    // A forged token is refused before the processor is even asked.
    expect(standIn.seen.length).toBe(before);

    standIn.invoices.get(invoiceId)!.status = 'partial';
    standIn.invoices.get(invoiceId)!.received = 0.0002;
    const verified = await provider.verifyPostback(await postback(secretKey));
    expect(standIn.seen.at(-1)).toMatchObject({
      url: '/v2/invoice/merchant/info',
      body: { uuids: [invoiceId] },
    });
    expect(verified).toEqual({
      invoiceId,
      status: 'partial',
      amount: '0.0005',
      receivedAmount: '0.0002',
      currency: 'BTC',
      orderId: '43',
    });
  });
});

describe('crypto top-ups with CRYPTO_PROVIDER=cryptocloud', () => {
  const standIn = cryptoCloudStandIn();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
    t = await createTestApp({
      payments: {
        card: { kind: 'sandbox' },
        crypto: { kind: 'cryptocloud', apiKey, shopId, secretKey, apiUrl },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => standIn.server.close(() => resolve()));
  });

  it('credits only what the re-checked invoice says arrived, converted by the processor’s ratio', async () => {
    const client = await signUpClient(t.app);
    const created = (
      await call(t.app, 'POST', '/api/crypto', client.token, { amount: 100, currency: 'USD' })
    ).json();
    const invoiceId = [...standIn.invoices.keys()].at(-1)!;
    const post = async (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/crypto/postback/cryptocloud',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          status: 'success',
          invoice_id: invoiceId.slice(4),
          amount_crypto: 0.0005,
          currency: 'BTC',
          order_id: String(created.topUp.id),
          token: await signInvoiceToken(key, invoiceId),
        }),
      });
    const usd = async () =>
      (await call(t.app, 'GET', '/api/client/my-info', client.token))
        .json()
        .accounts.find((a: { currency: { ccy: string } }) => a.currency.ccy === 'USD').balance;

    // The processor still says "created": a valid token alone credits nothing.
    expect((await post(secretKey)).statusCode).toBe(200);
    expect(await usd()).toBe(0);
    expect((await post('a-forged-key')).statusCode).toBe(400);

    // 0.00037 of 0.0005 BTC arrived: 74 % of 100 $.
    Object.assign(standIn.invoices.get(invoiceId)!, { status: 'partial', received: 0.00037 });
    expect((await post(secretKey)).statusCode).toBe(200);
    expect(await usd()).toBe(74);
    const topUp = (await call(t.app, 'GET', `/api/client/top-ups/${created.topUp.id}`, client.token)).json();
    expect(topUp).toMatchObject({ statusId: TOP_UP_STATUS.PARTLY_CREDITED, amount: 100, receivedAmount: 74 });
    expect((await post(secretKey)).statusCode).toBe(200);
    expect(await usd()).toBe(74);
  });
});
