import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOP_UP_STATUS } from '@cargo/domain';
import { sandboxCardSecret, signSandboxBody } from '../../../integrations/payments/sandbox-card.js';
import { usingPostgres } from '../../../test/test-database.js';
import { call, createTestApp, signUpClient, type TestApp } from '../../../test/helpers.js';

const REPLAYS = 20;

/** A provider delivering one notification many times at once, on a real PostgreSQL server. */
describe('top-ups: one notification replayed at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const run = async (query: SQL) =>
    (await t.app.ctx.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };

  it.skipIf(!usingPostgres)(
    `a succeeded notification delivered ${REPLAYS} times at once credits once`,
    async () => {
      const client = await signUpClient(t.app);
      const answer = (
        await call(t.app, 'POST', '/api/client/top-ups', client.token, { amount: 1000 })
      ).json();
      const paymentId = new URL(answer.confirmationUrl).searchParams.get('paymentId')!;
      // The acquirer settled the payment; its notification now arrives 20 times in parallel.
      await run(sql`update sandbox_card_payments set status = 'succeeded' where id = ${paymentId}`);
      const body = JSON.stringify({
        event: 'payment.succeeded',
        object: { id: paymentId, status: 'succeeded', amountMinor: 100000, currency: 'RUB' },
      });
      const signature = signSandboxBody(sandboxCardSecret(t.app.ctx.config.jwtSecret), body);
      const answers = await Promise.all(
        Array.from({ length: REPLAYS }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/payments/notifications/sandbox',
            headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
            payload: body,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(REPLAYS).fill(200));
      const outcomes = (
        await run(
          sql`select outcome, count(*)::int as n from payment_events where provider_payment_id = ${paymentId}
            group by outcome order by outcome`,
        )
      ).rows;
      expect(outcomes).toEqual([
        { outcome: 'already_credited', n: REPLAYS - 1 },
        { outcome: 'credited', n: 1 },
      ]);
      const info = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json();
      expect(info.accounts.find((a: { currency: { ccy: string } }) => a.currency.ccy === 'RUB').balance).toBe(
        1000,
      );
      const rows = (
        await run(
          sql`select count(*)::int as n from account_transactions where reference_type = 'top_up'
            and reference_id = ${answer.topUp.id}`,
        )
      ).rows[0] as { n: number };
      expect(rows.n).toBe(1);
      const topUp = (await call(t.app, 'GET', `/api/client/top-ups/${answer.topUp.id}`, client.token)).json();
      expect(topUp.statusId).toBe(TOP_UP_STATUS.SUCCEEDED);
      console.info(
        `notification replayed ${REPLAYS} times at once: 1 credited, ${REPLAYS - 1} already credited`,
      );
    },
  );
});

if (!usingPostgres) {
  console.info(
    'top-ups-race.test.ts: skipped — PGlite runs one query at a time and cannot race; set TEST_DATABASE_URL to run it on PostgreSQL',
  );
}
