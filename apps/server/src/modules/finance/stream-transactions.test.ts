import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { bearer, signUpClient } from '../../test/helpers.js';
import { type countStatements, createCountingTestApp } from '../../test/contract/statement-counter.js';
import { plainScope } from '../../db/read/reader.js';
import { transactionPageJson } from './list-transactions.js';
import { LEDGER_CHUNK } from './stream-transactions.js';

/** More rows than two chunks, many sharing one time across the four accounts (ties go by id). */
const ROWS = 2 * LEDGER_CHUNK + 700;

describe('the whole ledger at once (offset=100000), read in chunks', () => {
  let app: FastifyInstance;
  let count: ReturnType<typeof countStatements>;
  let db: Database;
  let token = '';
  let userId = 0;
  beforeAll(async () => {
    ({ app, count } = await createCountingTestApp());
    db = (app as unknown as { ctx: { db: Database } }).ctx.db;
    const client = await signUpClient(app);
    token = client.token;
    userId = (await app.inject({ method: 'GET', url: '/api/client/my-info', headers: bearer(token) })).json()
      .id;
    await db.execute(sql`
      insert into account_transactions (account_id, amount, balance_after, kind, comment, created_at)
      select a.id, (g % 50 + 1)::numeric(14,2), g::numeric(14,2), 'top_up', 'Строка "' || g || '"',
        timestamptz '2026-01-01 00:00:00.123456+00' + make_interval(mins => g / 7)
      from generate_series(1, ${ROWS}) as g
      join accounts a on a.user_id = ${userId}
        and a.currency = (array['RUB','CNY','USD','EUR'])[1 + (g * 7919) % 4]`);
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string) => count(() => app.inject({ method: 'GET', url, headers: bearer(token) }));

  it('answers byte for byte what one statement gives, in statements of one chunk each', async () => {
    const { result, statements } = await get('/api/client/my-transactions?version=v2&offset=100000&page=1');
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('application/json; charset=utf-8');
    const whole = await transactionPageJson(plainScope(db), userId, { page: 1, size: 100000 });
    expect(result.body).toBe(whole);
    const page = JSON.parse(result.body);
    expect(page.data).toHaveLength(ROWS);
    expect(page.totalElements).toBe(ROWS);
    // The order the ledger always had: newest first across the accounts, ties by id.
    const expected = (await db.execute(sql`select t.id from account_transactions t
      join accounts a on a.id = t.account_id where a.user_id = ${userId}
      order by t.created_at desc, t.id desc`)) as unknown as { rows: Array<{ id: number }> };
    expect(page.data.map((row: { id: number }) => row.id)).toEqual(expected.rows.map((row) => row.id));
    // The first chunk with the session check, then one statement per further chunk (PostgreSQL adds its
    // snapshot's BEGIN, total and COMMIT).
    expect(statements).toBeGreaterThanOrEqual(Math.ceil(ROWS / LEDGER_CHUNK));
  });

  it('cuts a long page at its size and keeps one currency’s rows', async () => {
    const size = LEDGER_CHUNK + 300;
    const cut = await get(`/api/client/my-transactions?offset=${size}`);
    expect(cut.result.body).toBe(await transactionPageJson(plainScope(db), userId, { page: 1, size }));
    const rub = await get('/api/client/my-transactions?offset=100000&currency=RUB');
    expect(rub.result.body).toBe(
      await transactionPageJson(plainScope(db), userId, { page: 1, size: 100000 }, 'RUB'),
    );
  });

  it('reads the first page of 20 in one statement, with the total', async () => {
    const { result, statements } = await get('/api/client/my-transactions?version=v2&offset=20&page=1');
    expect(statements).toBe(1);
    expect(result.body).toBe(await transactionPageJson(plainScope(db), userId, { page: 1, size: 20 }));
    expect(result.json().totalElements).toBe(ROWS);
  });

  it('answers 401 when the session is closed', async () => {
    const client = await signUpClient(app);
    await app.inject({ method: 'POST', url: '/api/client/sign-out', headers: bearer(client.token) });
    const { result } = await count(() =>
      app.inject({
        method: 'GET',
        url: '/api/client/my-transactions?offset=100000',
        headers: bearer(client.token),
      }),
    );
    expect(result.statusCode).toBe(401);
  });
});
