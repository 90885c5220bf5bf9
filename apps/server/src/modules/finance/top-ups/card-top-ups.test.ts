import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, SANDBOX_CARDS, SANDBOX_CONFIRMATION_CODE, TOP_UP_STATUS } from '@cargo/domain';
import { sandboxCardSecret, signSandboxBody } from '../../../integrations/payments/sandbox-card.js';
import {
  call,
  createTestApp,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  type TestApp,
} from '../../../test/helpers.js';
import { debit } from '../index.js';

const CARD = { expiry: '12/40', cvc: '123' };

describe('card top-ups through the sandbox acquirer', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  const run = async (query: SQL) =>
    (await t.app.ctx.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };

  const balance = async (client: SignedUpClient, ccy = 'RUB') => {
    const info = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json();
    return info.accounts.find((a: { currency: { ccy: string } }) => a.currency.ccy === ccy).balance as number;
  };
  const topUp = async (client: SignedUpClient, amount: number | string = 1000) => {
    const response = await call(t.app, 'POST', '/api/client/top-ups', client.token, {
      amount,
      currency: 'RUB',
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    const url = new URL(answer.confirmationUrl);
    return { id: answer.topUp.id as number, paymentId: url.searchParams.get('paymentId')!, url, answer };
  };
  const pay = (paymentId: string, cardNumber: string) =>
    call(t.app, 'POST', `/api/sandbox/card-payments/${paymentId}/pay`, null, { cardNumber, ...CARD });
  const status = async (client: SignedUpClient, id: number) =>
    (await call(t.app, 'GET', `/api/client/top-ups/${id}`, client.token)).json();
  const ledgerRows = async (topUpId: number) =>
    (
      await run(
        sql`select kind, amount::text, comment, reference_type from account_transactions
            where reference_type = 'top_up' and reference_id = ${topUpId} order by id`,
      )
    ).rows as Array<{ kind: string; amount: string; comment: string; reference_type: string }>;
  const events = async (outcome: string) =>
    Number(
      (
        (await run(sql`select count(*)::int as n from payment_events where outcome = ${outcome}`))
          .rows[0] as { n: number }
      ).n,
    );
  const notify = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      payload: body,
    });
  const secret = () => sandboxCardSecret(t.app.ctx.config.jwtSecret);

  it('refuses amounts outside the limits with the amount written in roubles', async () => {
    const client = await signUpClient(t.app);
    const small = await call(t.app, 'POST', '/api/client/top-ups', client.token, { amount: 99.99 });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({
      code: 'TOP_UP_LIMIT',
      message: 'Минимальная сумма пополнения — 100 ₽',
    });
    const large = await call(t.app, 'POST', '/api/client/top-ups', client.token, { amount: '300000,01' });
    expect(large.json().message).toBe('Максимальная сумма пополнения — 300 000 ₽');
    const dollars = await call(t.app, 'POST', '/api/client/top-ups', client.token, {
      amount: 100,
      currency: 'USD',
    });
    expect(dollars.statusCode).toBe(400);
    const edge = await call(t.app, 'POST', '/api/client/top-ups', client.token, { amount: 100 });
    expect(edge.statusCode).toBe(201);
    expect(
      (await call(t.app, 'POST', '/api/crypto', client.token, { amount: 4.99, currency: 'USD' })).json()
        .message,
    ).toBe('Минимальная сумма пополнения — 5 $');
  });

  it('pays with the success card: the popup page gets userId and amount, the balance is credited once', async () => {
    const client = await signUpClient(t.app);
    const userId = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json().id;
    const { id, paymentId, url, answer } = await topUp(client, '1000');
    expect(answer.topUp).toMatchObject({ method: 'card', statusId: TOP_UP_STATUS.PENDING, amount: 1000 });
    expect(url.pathname).toBe('/reference-pay/card');
    expect(url.searchParams.get('userId')).toBe(String(userId));
    expect(url.searchParams.get('amount')).toBe('1000.00');

    const page = await call(t.app, 'GET', `/api/sandbox/card-payments/${paymentId}`, null);
    expect(page.json()).toMatchObject({ paymentId, amount: 1000, currency: 'RUB', status: 'pending' });

    const paid = await pay(paymentId, SANDBOX_CARDS.succeeds);
    expect(paid.json()).toEqual({ status: 'succeeded', message: FINANCE_MESSAGES.topUpSucceeded });
    expect(await status(client, id)).toMatchObject({
      statusId: TOP_UP_STATUS.SUCCEEDED,
      receivedAmount: null,
    });
    expect(await balance(client)).toBe(1000);
    const rows = await ledgerRows(id);
    expect(rows).toEqual([
      {
        kind: 'top_up',
        amount: '1000.00',
        comment: `Пополнение картой №${id}: 1 000 ₽`,
        reference_type: 'top_up',
      },
    ]);

    // Paying again, or the acquirer repeating its notification, credits nothing more.
    expect((await pay(paymentId, SANDBOX_CARDS.succeeds)).statusCode).toBe(409);
    const body = JSON.stringify({
      event: 'payment.succeeded',
      object: { id: paymentId, status: 'succeeded', amountMinor: 100000, currency: 'RUB' },
    });
    const before = await events('already_credited');
    const replay = await notify(body, signSandboxBody(secret(), body));
    expect(replay.statusCode).toBe(200);
    expect(await events('already_credited')).toBe(before + 1);
    expect(await balance(client)).toBe(1000);
    expect(await ledgerRows(id)).toHaveLength(1);

    const list = (await call(t.app, 'GET', '/api/client/my-top-ups', client.token)).json();
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  it('any valid card number pays; a number failing the Luhn check is refused', async () => {
    const client = await signUpClient(t.app);
    const { paymentId } = await topUp(client, 500);
    const wrong = await pay(paymentId, '4111 1111 1111 1112');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.cardNumber).toBe(FINANCE_MESSAGES.cardNumberInvalid);
    expect((await pay(paymentId, '5555 5555 5555 4444')).json().status).toBe('succeeded');
    expect(await balance(client)).toBe(500);
  });

  it('a declined card fails the top-up with the bank’s refusal and credits nothing', async () => {
    const client = await signUpClient(t.app);
    const { id, paymentId } = await topUp(client);
    const declined = await pay(paymentId, SANDBOX_CARDS.declined);
    expect(declined.json()).toEqual({ status: 'canceled', message: 'Банк отклонил платёж' });
    expect(await status(client, id)).toMatchObject({
      statusId: TOP_UP_STATUS.FAILED,
      failureReason: 'Банк отклонил платёж',
    });
    expect(await balance(client)).toBe(0);
    expect(await ledgerRows(id)).toEqual([]);
    expect((await pay(paymentId, SANDBOX_CARDS.succeeds)).statusCode).toBe(409);
  });

  it('asks for a confirmation code: a wrong one is refused, the right one pays', async () => {
    const client = await signUpClient(t.app);
    const { id, paymentId } = await topUp(client, 750);
    expect((await pay(paymentId, SANDBOX_CARDS.needsConfirmation)).json().status).toBe(
      'waiting_for_confirmation',
    );
    const confirm = (code: string) =>
      call(t.app, 'POST', `/api/sandbox/card-payments/${paymentId}/confirm`, null, { code });
    expect((await confirm('000000')).json()).toEqual({
      status: 'waiting_for_confirmation',
      message: FINANCE_MESSAGES.confirmationCodeWrong,
    });
    expect((await status(client, id)).statusId).toBe(TOP_UP_STATUS.PENDING);
    expect((await confirm(SANDBOX_CONFIRMATION_CODE)).json().status).toBe('succeeded');
    expect(await balance(client)).toBe(750);
  });

  it('cancels after three wrong codes, and when the customer closes the page', async () => {
    const client = await signUpClient(t.app);
    const first = await topUp(client);
    await pay(first.paymentId, SANDBOX_CARDS.needsConfirmation);
    const confirm = (code: string) =>
      call(t.app, 'POST', `/api/sandbox/card-payments/${first.paymentId}/confirm`, null, { code });
    await confirm('1');
    await confirm('2');
    expect((await confirm('3')).json()).toEqual({
      status: 'canceled',
      message: FINANCE_MESSAGES.confirmationAttemptsExhausted,
    });
    expect((await confirm(SANDBOX_CONFIRMATION_CODE)).statusCode).toBe(409);
    expect((await status(client, first.id)).statusId).toBe(TOP_UP_STATUS.FAILED);

    const second = await topUp(client);
    const closed = await call(t.app, 'POST', `/api/sandbox/card-payments/${second.paymentId}/cancel`, null);
    expect(closed.json().status).toBe('canceled');
    expect((await status(client, second.id)).statusId).toBe(TOP_UP_STATUS.FAILED);
    expect(await balance(client)).toBe(0);
  });

  it('rejects a forged notification, one for an unknown payment and one with a wrong amount, and logs them', async () => {
    const client = await signUpClient(t.app);
    const { id, paymentId } = await topUp(client);
    const claim = (payment: string, amountMinor = 100000) =>
      JSON.stringify({
        event: 'payment.succeeded',
        object: { id: payment, status: 'succeeded', amountMinor, currency: 'RUB' },
      });
    const rejectedBefore = await events('rejected');

    const forged = await notify(claim(paymentId), signSandboxBody('not-the-secret', claim(paymentId)));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      code: 'NOTIFICATION_REJECTED',
      message: FINANCE_MESSAGES.notificationRejected,
    });
    // Signed, but the sandbox's books say the payment is still waiting: a claim, not a payment.
    expect((await notify(claim(paymentId), signSandboxBody(secret(), claim(paymentId)))).statusCode).toBe(
      400,
    );
    const unknown = claim('sbx_000000000000000000000000');
    expect((await notify(unknown, signSandboxBody(secret(), unknown))).statusCode).toBe(400);
    expect((await notify('{"event":', 'ab')).statusCode).toBe(400);

    // The acquirer's books say a different amount was paid than the top-up asked.
    await run(
      sql`update sandbox_card_payments set status = 'succeeded', amount_minor = 100 where id = ${paymentId}`,
    );
    const cheap = claim(paymentId, 100);
    expect((await notify(cheap, signSandboxBody(secret(), cheap))).statusCode).toBe(400);

    expect(await events('rejected')).toBe(rejectedBefore + 5);
    expect((await status(client, id)).statusId).toBe(TOP_UP_STATUS.PENDING);
    expect(await balance(client)).toBe(0);
    expect(await ledgerRows(id)).toEqual([]);
  });

  it('shows a top-up only to its owner', async () => {
    const owner = await signUpClient(t.app);
    const stranger = await signUpClient(t.app);
    const { id } = await topUp(owner);
    const answer = await call(t.app, 'GET', `/api/client/top-ups/${id}`, stranger.token);
    expect(answer.statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/client/my-top-ups', stranger.token)).json().data).toEqual([]);
  });

  it('staff list top-ups with the payer’s e-mail and refund a credited one, not a spent one', async () => {
    const client = await signUpClient(t.app);
    const first = await topUp(client, 1000);
    await pay(first.paymentId, SANDBOX_CARDS.succeeds);
    const list = await call(t.app, 'GET', `/api/staff/top-ups?statusId=${TOP_UP_STATUS.SUCCEEDED}`, staff);
    expect(list.json().data.find((row: { id: number }) => row.id === first.id)).toMatchObject({
      email: client.email,
      provider: 'sandbox-card',
      providerPaymentId: first.paymentId,
    });
    expect((await call(t.app, 'GET', '/api/staff/top-ups', client.token)).statusCode).toBe(404);

    const refund = (id: number) => call(t.app, 'POST', `/api/staff/top-ups/${id}/refund`, staff);
    const refunded = await refund(first.id);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().topUp.statusId).toBe(TOP_UP_STATUS.REFUNDED);
    expect(await balance(client)).toBe(0);
    expect((await ledgerRows(first.id)).map((row) => [row.kind, row.amount])).toEqual([
      ['top_up', '1000.00'],
      ['refund', '-1000.00'],
    ]);
    expect(
      (await call(t.app, 'GET', `/api/sandbox/card-payments/${first.paymentId}`, null)).json().status,
    ).toBe('refunded');
    expect((await refund(first.id)).statusCode).toBe(409);

    const second = await topUp(client, 1000);
    await pay(second.paymentId, SANDBOX_CARDS.succeeds);
    const userId = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json().id;
    await t.app.ctx.db.transaction((tx) =>
      debit(tx, {
        userId,
        currency: 'RUB',
        amount: '400.00',
        kind: 'parcel_payment',
        comment: 'Оплата',
      }),
    );
    const spent = await refund(second.id);
    expect(spent.statusCode).toBe(402);
    expect(spent.json().message).toBe(FINANCE_MESSAGES.notEnoughMoney);
    expect((await status(client, second.id)).statusId).toBe(TOP_UP_STATUS.SUCCEEDED);
    expect(await balance(client)).toBe(600);
    expect(
      (await call(t.app, 'GET', `/api/sandbox/card-payments/${second.paymentId}`, null)).json().status,
    ).toBe('succeeded');
  });
});
