import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, TOP_UP_STATUS } from '@cargo/domain';
import {
  call,
  createTestApp,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  type TestApp,
} from '../../../test/helpers.js';
import { yookassaStandIn } from '../../../test/yookassa-stand-in.js';

/**
 * Refunds whose outcome is unknown (docs/decisions/018): against a YooKassa stand-in whose refund requests are
 * carried out but time out or answer 5xx, the refund stays «Возврат в обработке» with the debit kept, the next read
 * or «Проверить возврат» asks YooKassa again with the same Idempotence-Key, and only a definite refusal credits the
 * money back, once. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where the re-reads really race).
 */
describe('top-up refunds with an unknown outcome (YooKassa stand-in)', () => {
  const standIn = yookassaStandIn();
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    const apiUrl = await standIn.listen();
    t = await createTestApp({
      payments: {
        // Two attempts of 800 ms each: a hung refund request is given up within two seconds.
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
    staff = await signInStaff(t.app);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });
  beforeEach(() => {
    Object.assign(standIn.state, { hangRefunds: 0, failRefunds: 0, refundOutcome: 'succeeded' });
  });

  const balance = async (client: SignedUpClient) => {
    const info = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json();
    return info.accounts.find((a: { currency: { ccy: string } }) => a.currency.ccy === 'RUB')
      .balance as number;
  };
  const ledger = async (topUpId: number) =>
    (
      (await t.app.ctx.db.execute(
        sql`select kind, amount::text as amount from account_transactions
            where reference_type = 'top_up' and reference_id = ${topUpId} order by id`,
      )) as unknown as { rows: Array<{ kind: string; amount: string }> }
    ).rows.map((row) => `${row.kind} ${row.amount}`);
  const refundRequests = () => standIn.seen.filter((r) => r.method === 'POST' && r.url === '/v3/refunds');

  /** A card top-up of `amount` ₽ that YooKassa paid and the portal credited. */
  async function creditedTopUp(client: SignedUpClient, amount: number) {
    const created = (await call(t.app, 'POST', '/api/client/top-ups', client.token, { amount })).json();
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
    return created.topUp.id as number;
  }
  const refund = (id: number) => call(t.app, 'POST', `/api/staff/top-ups/${id}/refund`, staff);
  const recheck = (id: number) => call(t.app, 'POST', `/api/staff/top-ups/${id}/refund/recheck`, staff);
  const deskRow = async (id: number) =>
    (await call(t.app, 'GET', '/api/staff/top-ups?offset=100', staff))
      .json()
      .data.find((row: { id: number }) => row.id === id);

  it('1000 ₽: the refund times out → «в обработке», balance 1000 → 0; the desk re-reads it as succeeded, no credit back', async () => {
    const client = await signUpClient(t.app);
    const id = await creditedTopUp(client, 1000);
    expect(await balance(client)).toBe(1000);

    standIn.state.hangRefunds = 2;
    const asked = await refund(id);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      message: FINANCE_MESSAGES.refundPending,
      topUp: {
        statusId: TOP_UP_STATUS.REFUND_PENDING,
        refund: { status: 'pending', providerRefundId: null },
      },
    });
    expect(await balance(client)).toBe(0);
    expect(await ledger(id)).toEqual(['top_up 1000.00', 'refund -1000.00']);
    // Both attempts carried one key; YooKassa made one refund, which went through.
    const keys = refundRequests().map((r) => r.idempotenceKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(
      [...standIn.refunds.values()].filter((r) => r.payment_id === [...standIn.payments.keys()].at(-1)),
    ).toHaveLength(1);

    // The desk's next read asks YooKassa: the payment is refunded, so the refund succeeded.
    expect(await deskRow(id)).toMatchObject({
      statusId: TOP_UP_STATUS.REFUNDED,
      refund: { status: 'succeeded', failureReason: null },
    });
    expect(await balance(client)).toBe(0);
    expect(await ledger(id)).toEqual(['top_up 1000.00', 'refund -1000.00']);
    expect((await recheck(id)).statusCode).toBe(409);
    expect((await refund(id)).statusCode).toBe(409);
    expect(refundRequests()).toHaveLength(2);
  });

  it('2500 ₽: times out, then turns out refused → credited back exactly once (20 re-reads, one credit row)', async () => {
    const client = await signUpClient(t.app);
    const id = await creditedTopUp(client, 2500);
    standIn.state.refundOutcome = 'canceled';
    standIn.state.hangRefunds = 2;
    expect((await refund(id)).json().topUp.statusId).toBe(TOP_UP_STATUS.REFUND_PENDING);
    expect(await balance(client)).toBe(0);

    // Twenty «Проверить возврат» at once: each asks YooKassa and hears "canceled" (or, on a loaded machine, hears
    // nothing in time and leaves the refund in processing); one of them credits back.
    const answers = await Promise.all(Array.from({ length: 20 }, () => recheck(id)));
    expect(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 409)).toEqual([]);
    for (const answer of answers.filter((a) => a.statusCode === 200)) {
      const { message, topUp } = answer.json();
      if (message === FINANCE_MESSAGES.refundStillPending) continue;
      expect(message).toBe(FINANCE_MESSAGES.refundRefused);
      expect(topUp).toMatchObject({
        statusId: TOP_UP_STATUS.SUCCEEDED,
        refund: { status: 'refused', failureReason: 'rejected_by_payee' },
      });
    }
    const tally = (message: string) =>
      answers.filter((a) => a.statusCode === 200 && a.json().message === message);
    console.log(
      `refund re-read race: 20 rechecks → ${tally(FINANCE_MESSAGES.refundRefused).length} × refused, ` +
        `${tally(FINANCE_MESSAGES.refundStillPending).length} × still pending, ` +
        `${answers.filter((a) => a.statusCode === 409).length} × 409`,
    );
    for (let i = 0; i < 5 && (await deskRow(id)).statusId === TOP_UP_STATUS.REFUND_PENDING; i += 1) {
      await recheck(id);
    }
    expect((await deskRow(id)).refund).toMatchObject({
      status: 'refused',
      failureReason: 'rejected_by_payee',
    });
    expect(await balance(client)).toBe(2500);
    expect(await ledger(id)).toEqual(['top_up 2500.00', 'refund -2500.00', 'refund 2500.00']);
    // A later read changes nothing.
    expect((await recheck(id)).statusCode).toBe(409);
    expect((await call(t.app, 'GET', `/api/client/top-ups/${id}`, client.token)).json().statusId).toBe(
      TOP_UP_STATUS.SUCCEEDED,
    );
    expect(await ledger(id)).toEqual(['top_up 2500.00', 'refund -2500.00', 'refund 2500.00']);

    // Refunding again is a new request with a new key: YooKassa refunds it this time.
    standIn.state.refundOutcome = 'succeeded';
    const again = await refund(id);
    expect(again.json()).toMatchObject({
      message: FINANCE_MESSAGES.refundDone,
      topUp: { statusId: TOP_UP_STATUS.REFUNDED },
    });
    const [first, second] = [refundRequests()[0]!, refundRequests().at(-1)!];
    expect(second.idempotenceKey).not.toBe(first.idempotenceKey);
    expect(await balance(client)).toBe(0);
    expect(await ledger(id)).toEqual([
      'top_up 2500.00',
      'refund -2500.00',
      'refund 2500.00',
      'refund -2500.00',
    ]);
  });

  it('700 ₽: a 5xx keeps the refund in processing; the customer’s next read finds it succeeded', async () => {
    const client = await signUpClient(t.app);
    const id = await creditedTopUp(client, 700);
    standIn.state.failRefunds = 2;
    expect((await refund(id)).json().topUp.statusId).toBe(TOP_UP_STATUS.REFUND_PENDING);
    expect((await call(t.app, 'GET', '/api/client/my-top-ups', client.token)).json().data[0].statusId).toBe(
      TOP_UP_STATUS.REFUND_PENDING,
    );
    const read = await call(t.app, 'GET', `/api/client/top-ups/${id}`, client.token);
    expect(read.json().statusId).toBe(TOP_UP_STATUS.REFUNDED);
    expect(await balance(client)).toBe(0);
    expect(await ledger(id)).toEqual(['top_up 700.00', 'refund -700.00']);
  });

  it('a refund still pending at YooKassa stays in processing, with the refund id read back later', async () => {
    const client = await signUpClient(t.app);
    const id = await creditedTopUp(client, 300);
    standIn.state.refundOutcome = 'pending';
    const asked = (await refund(id)).json();
    expect(asked.topUp).toMatchObject({ statusId: TOP_UP_STATUS.REFUND_PENDING });
    const refundId = asked.topUp.refund.providerRefundId as string;
    expect(refundId).toMatch(/^rf/);
    expect((await recheck(id)).json().message).toBe(FINANCE_MESSAGES.refundStillPending);
    expect(standIn.seen.at(-1)).toMatchObject({ method: 'GET', url: `/v3/refunds/${refundId}` });
    standIn.refunds.get(refundId)!.status = 'succeeded';
    expect((await recheck(id)).json()).toMatchObject({
      message: FINANCE_MESSAGES.refundDone,
      topUp: { statusId: TOP_UP_STATUS.REFUNDED },
    });
    expect(await balance(client)).toBe(0);
    expect(await ledger(id)).toEqual(['top_up 300.00', 'refund -300.00']);
  });
});
