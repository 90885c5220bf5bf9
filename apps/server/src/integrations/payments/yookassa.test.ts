import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOP_UP_STATUS } from '@cargo/domain';
import { call, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';
import { yookassaStandIn } from '../../test/yookassa-stand-in.js';
import { yookassaProvider } from './yookassa.js';

const shopId = '506751';
const secretKey = 'test_Fh8hUAVVBGUGbjmlzba6TB0iyUbos_lueTHE-axOwM0';

describe('YooKassa adapter against a stand-in', () => {
  const standIn = yookassaStandIn();
  let apiUrl = '';
  beforeAll(async () => {
    apiUrl = await standIn.listen();
  });
  afterAll(() => standIn.close());
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
    const answer = await provider.refund(providerPaymentId, 100000, 'refund-key-1');
    expect(answer).toMatchObject({ status: 'succeeded', refundId: expect.any(String) });
    const refund = standIn.seen.find((r) => r.url === '/v3/refunds')!;
    expect(refund.idempotenceKey).toBe('refund-key-1');
    expect(refund.body).toEqual({
      payment_id: providerPaymentId,
      amount: { value: '1000.00', currency: 'RUB' },
    });
    expect((await provider.getPayment(providerPaymentId))!.status).toBe('refunded');
    expect(await provider.getRefund(answer.refundId!)).toEqual(answer);
    // The same key again answers the same refund, never a second one.
    expect(await provider.refund(providerPaymentId, 100000, 'refund-key-1')).toEqual(answer);
    expect(standIn.refunds.size).toBe(1);
  });

  it('throws when a refund is not answered (timeouts, 5xx), and reports a refusal as canceled', async () => {
    const provider = yookassaProvider({ shopId, secretKey, apiUrl, timeoutMs: 200, attempts: 2 });
    const { providerPaymentId } = await provider.createPayment({ ...newPayment, idempotencyKey: 'key-hang' });
    standIn.payments.get(providerPaymentId)!.status = 'succeeded';
    standIn.state.hangRefunds = 2;
    await expect(provider.refund(providerPaymentId, 100000, 'refund-hang')).rejects.toThrow(/YooKassa/);
    const asked = standIn.seen.filter((r) => r.url === '/v3/refunds');
    expect(asked.map((r) => r.idempotenceKey)).toEqual(['refund-hang', 'refund-hang']);
    // It went through meanwhile: the payment reads as refunded.
    expect((await provider.getPayment(providerPaymentId))!.status).toBe('refunded');

    const other = await provider.createPayment({ ...newPayment, idempotencyKey: 'key-refused' });
    standIn.payments.get(other.providerPaymentId)!.status = 'succeeded';
    standIn.state.refundOutcome = 'canceled';
    standIn.state.failRefunds = 2;
    await expect(provider.refund(other.providerPaymentId, 100000, 'refund-refused')).rejects.toThrow(/500/);
    expect(await provider.refund(other.providerPaymentId, 100000, 'refund-refused')).toMatchObject({
      status: 'canceled',
      reason: 'rejected_by_payee',
    });
    expect(await provider.refund('2d000000-0000-5000-9000-000000000000', 100000, 'refund-x')).toMatchObject({
      refundId: null,
      status: 'canceled',
    });
    standIn.state.refundOutcome = 'succeeded';
  });
});

describe('card top-ups with PAYMENT_PROVIDER=yookassa', () => {
  const standIn = yookassaStandIn();
  let t: TestApp;
  beforeAll(async () => {
    const apiUrl = await standIn.listen();
    t = await createTestApp({
      payments: { card: { kind: 'yookassa', shopId, secretKey, apiUrl }, crypto: { kind: 'sandbox' } },
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
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
