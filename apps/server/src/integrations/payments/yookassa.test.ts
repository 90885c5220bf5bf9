import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOP_UP_STATUS } from '@cargo/domain';
import { call, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';
import { yookassaProvider } from './yookassa.js';

interface Seen {
  method: string;
  url: string;
  authorization: string;
  idempotenceKey: string | undefined;
  body: Record<string, unknown> | null;
}

/** A stand-in for YooKassa's API v3 on loopback: keeps payments in memory and records what it was asked. */
function yookassaStandIn() {
  const payments = new Map<string, Record<string, unknown>>();
  const seen: Seen[] = [];
  const state = { failNext: 0, counter: 0 };
  const byKey = new Map<string, string>();
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    const idempotenceKey = req.headers['idempotence-key'] as string | undefined;
    seen.push({
      method: req.method!,
      url: req.url!,
      authorization: String(req.headers.authorization ?? ''),
      idempotenceKey,
      body,
    });
    const reply = (status: number, value: unknown) => {
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(value));
    };
    if (state.failNext > 0) {
      state.failNext -= 1;
      return reply(500, { type: 'error', code: 'internal_server_error' });
    }
    if (req.method === 'POST' && req.url === '/v3/payments') {
      const known = idempotenceKey ? byKey.get(idempotenceKey) : undefined;
      if (known) return reply(200, payments.get(known));
      const id = `2d${String((state.counter += 1)).padStart(6, '0')}-000f-5000-9000-1b68e7b15f3f`;
      const payment = {
        id,
        status: 'pending',
        amount: body!.amount,
        description: body!.description,
        metadata: body!.metadata,
        confirmation: {
          type: 'redirect',
          confirmation_url: `https://yoomoney.example/checkout?orderId=${id}`,
        },
      };
      payments.set(id, payment);
      if (idempotenceKey) byKey.set(idempotenceKey, id);
      return reply(200, payment);
    }
    const match = /^\/v3\/payments\/([\w-]+)$/.exec(req.url!);
    if (req.method === 'GET' && match) {
      const payment = payments.get(match[1]!);
      return payment ? reply(200, payment) : reply(404, { type: 'error', code: 'not_found' });
    }
    if (req.method === 'POST' && req.url === '/v3/refunds') {
      const payment = payments.get(String(body!.payment_id));
      if (!payment) return reply(404, { type: 'error', code: 'not_found' });
      payment.refunded_amount = body!.amount;
      return reply(200, { id: `rf-${payment.id}`, status: 'succeeded', amount: body!.amount });
    }
    reply(404, { type: 'error' });
  });
  return { server, payments, seen, state };
}

const shopId = '506751';
const secretKey = 'test_Fh8hUAVVBGUGbjmlzba6TB0iyUbos_lueTHE-axOwM0';

describe('YooKassa adapter against a stand-in', () => {
  const standIn = yookassaStandIn();
  let apiUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}/v3`;
  });
  afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())));
  beforeEach(() => {
    standIn.seen.length = 0;
  });

  const newPayment = {
    orderId: '17',
    amountMinor: 100000,
    currency: 'RUB',
    description: 'Пополнение счёта №17',
    returnUrl: 'https://cabinet.example/finance?topUpId=17',
    idempotencyKey: 'key-17',
    metadata: { topUpId: '17', userId: '5' },
  };

  it('creates a payment with Basic auth, an Idempotence-Key and the documented body', async () => {
    const provider = yookassaProvider({ shopId, secretKey, apiUrl });
    const created = await provider.createPayment(newPayment);
    expect(created).toMatchObject({ status: 'pending' });
    expect(created.confirmationUrl).toContain(created.providerPaymentId);
    const [request] = standIn.seen;
    expect(request).toMatchObject({ method: 'POST', url: '/v3/payments', idempotenceKey: 'key-17' });
    expect(request!.authorization).toBe(`Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`);
    expect(request!.body).toEqual({
      amount: { value: '1000.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: newPayment.returnUrl },
      description: 'Пополнение счёта №17',
      metadata: { topUpId: '17', userId: '5' },
    });
  });

  it('retries a failed call with the same Idempotence-Key, so one payment exists', async () => {
    const provider = yookassaProvider({ shopId, secretKey, apiUrl });
    standIn.state.failNext = 2;
    const before = standIn.payments.size;
    const created = await provider.createPayment({ ...newPayment, idempotencyKey: 'key-retry' });
    expect(standIn.seen.map((r) => r.idempotenceKey)).toEqual(['key-retry', 'key-retry', 'key-retry']);
    expect(standIn.payments.size).toBe(before + 1);
    // A retry of the whole call later (the answer was lost) gets the same payment back.
    const again = await provider.createPayment({ ...newPayment, idempotencyKey: 'key-retry' });
    expect(again.providerPaymentId).toBe(created.providerPaymentId);
    expect(standIn.payments.size).toBe(before + 1);
  });

  it('believes a notification only when the re-read payment says the same', async () => {
    const provider = yookassaProvider({ shopId, secretKey, apiUrl });
    const { providerPaymentId } = await provider.createPayment({
      ...newPayment,
      idempotencyKey: 'key-verify',
    });
    const notification = (id: string, event = 'payment.succeeded') => ({
      rawBody: JSON.stringify({ type: 'notification', event, object: { id, status: 'succeeded' } }),
      headers: {},
      remoteAddress: '185.71.76.1',
    });
    // Still pending at YooKassa: the body's claim is a forgery.
    expect(await provider.verifyNotification(notification(providerPaymentId))).toBeNull();
    expect(standIn.seen.at(-1)).toMatchObject({ method: 'GET', url: `/v3/payments/${providerPaymentId}` });
    // Unknown to YooKassa.
    expect(
      await provider.verifyNotification(notification('2d000000-0000-5000-9000-000000000000')),
    ).toBeNull();
    expect(await provider.verifyNotification({ ...notification('x'), rawBody: 'not json' })).toBeNull();

    standIn.payments.get(providerPaymentId)!.status = 'succeeded';
    expect(await provider.verifyNotification(notification(providerPaymentId))).toEqual({
      providerPaymentId,
      event: 'payment.succeeded',
      amountMinor: 100000,
      currency: 'RUB',
    });
    // A "canceled" claim about a succeeded payment is refused as well.
    expect(await provider.verifyNotification(notification(providerPaymentId, 'payment.canceled'))).toBeNull();
  });

  it('refunds with its own Idempotence-Key and reads the payment as refunded afterwards', async () => {
    const provider = yookassaProvider({ shopId, secretKey, apiUrl });
    const { providerPaymentId } = await provider.createPayment({
      ...newPayment,
      idempotencyKey: 'key-refund',
    });
    standIn.payments.get(providerPaymentId)!.status = 'succeeded';
    await provider.refund(providerPaymentId, 100000, 'refund-key-1');
    const refund = standIn.seen.find((r) => r.url === '/v3/refunds')!;
    expect(refund.idempotenceKey).toBe('refund-key-1');
    expect(refund.body).toEqual({
      payment_id: providerPaymentId,
      amount: { value: '1000.00', currency: 'RUB' },
    });
    expect((await provider.getPayment(providerPaymentId))!.status).toBe('refunded');
  });
});

describe('card top-ups with PAYMENT_PROVIDER=yookassa', () => {
  const standIn = yookassaStandIn();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}/v3`;
    t = await createTestApp({
      payments: { card: { kind: 'yookassa', shopId, secretKey, apiUrl }, crypto: { kind: 'sandbox' } },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => standIn.server.close(() => resolve()));
  });

  const notify = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/yookassa',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        type: 'notification',
        event: 'payment.succeeded',
        object: { id, status: 'succeeded' },
      }),
    });

  it('sends the customer to YooKassa, refuses a forged notification and credits a real one once', async () => {
    const client = await signUpClient(t.app);
    const created = (await call(t.app, 'POST', '/api/client/top-ups', client.token, { amount: 2500 })).json();
    expect(created.confirmationUrl).toMatch(/^https:\/\/yoomoney\.example\/checkout/);
    const [paymentId, payment] = [...standIn.payments.entries()].at(-1)!;
    expect(payment.metadata).toEqual({ topUpId: String(created.topUp.id), userId: expect.any(String) });
    const rub = async () =>
      (await call(t.app, 'GET', '/api/client/my-info', client.token))
        .json()
        .accounts.find((a: { currency: { ccy: string } }) => a.currency.ccy === 'RUB').balance;

    expect((await notify(paymentId)).statusCode).toBe(400);
    expect(await rub()).toBe(0);
    // The customer's page polls; YooKassa still says pending, so the top-up stays pending.
    const polled = await call(t.app, 'GET', `/api/client/top-ups/${created.topUp.id}`, client.token);
    expect(polled.json().statusId).toBe(TOP_UP_STATUS.PENDING);

    payment.status = 'succeeded';
    expect((await notify(paymentId)).statusCode).toBe(200);
    expect((await notify(paymentId)).statusCode).toBe(200);
    expect(await rub()).toBe(2500);
  });

  it('settles a paid top-up on the customer’s poll when the notification was lost', async () => {
    const client = await signUpClient(t.app);
    const created = (await call(t.app, 'POST', '/api/client/top-ups', client.token, { amount: 300 })).json();
    const [, payment] = [...standIn.payments.entries()].at(-1)!;
    payment.status = 'succeeded';
    const polled = await call(t.app, 'GET', `/api/client/top-ups/${created.topUp.id}`, client.token);
    expect(polled.json().statusId).toBe(TOP_UP_STATUS.SUCCEEDED);
  });
});
