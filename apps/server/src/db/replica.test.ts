import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { localReplica, type LocalReplica } from '../test/local-replica.js';
import { adminQuery, databaseUrl } from '../test/postgres-template.js';
import { call, queryRows, signInStaff, signUpClient, testConfig } from '../test/helpers.js';
import { postgresHandle } from './client.js';
import { ReplicaHealth } from './replica-health.js';

/**
 * Heavy reads on a streaming replica (decision 070), against a REAL replica of the local PostgreSQL server: the
 * test takes a base backup to a second port, builds the app with DATABASE_READ_URL pointing there, and reads the
 * replica's own statement log to see which statements reached it.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
/** A base backup copies the whole cluster: past this the test would be slow, so it says so and skips. */
const MAX_CLUSTER_MB = Number(process.env.REPLICA_TEST_MAX_CLUSTER_MB ?? 3000);

let skipReason: string | null = serverUrl
  ? null
  : 'replica test skipped: it needs a PostgreSQL server to copy (TEST_DATABASE_URL); PGlite has no replicas';
if (serverUrl) {
  const sizer = new pg.Client({ connectionString: serverUrl });
  await sizer.connect();
  const { rows } = await sizer.query<{ mb: string }>(
    'select (sum(pg_database_size(datname)) / 1048576)::bigint as mb from pg_database',
  );
  await sizer.end();
  const sizeMb = Number(rows[0]!.mb);
  if (sizeMb > MAX_CLUSTER_MB) {
    skipReason = `replica test skipped: the local cluster holds ${sizeMb} MB (over REPLICA_TEST_MAX_CLUSTER_MB=${MAX_CLUSTER_MB}), too much to copy for a test`;
  }
}
if (skipReason) console.info(skipReason);

const name = `replica_${Date.now()}_${randomBytes(4).toString('hex')}`;
let replica: LocalReplica | undefined;
let app: FastifyInstance | undefined;
let owner: string;

/** Statements the app's read sessions sent to the replica for this test's database (its log line prefix). */
const readStatements = () =>
  replica!
    .log()
    .split('\n')
    .filter((line) => line.startsWith(`cabinet-read|${name}|`) && /(statement|execute [^:]*):/.test(line));

async function replicaQuery<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: replica!.urlFor(name) });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const report = () => call(app!, 'GET', '/api/staff/reports?period=day&from=2026-11-10&to=2026-11-11', owner);
const writeThroughReadHandle = () =>
  app!.ctx.readDb.execute(
    sql`insert into rate_limit_counters (key, hits, reset_at) values ('replica-test', 1, now())`,
  );

describe.skipIf(skipReason !== null)('the read replica (DATABASE_READ_URL)', () => {
  beforeAll(async () => {
    const template = inject('postgresTemplate');
    await adminQuery(serverUrl!, `create database "${name}"${template ? ` template "${template}"` : ''}`);
    // Assigned before it starts, so that afterAll removes it whatever point the start reached.
    const starting = await localReplica(serverUrl!);
    replica = starting;
    await starting.start();
    // The copy was taken after the database was created; wait until the replica lets us in to read it.
    await until('the replica to accept reads', () =>
      replicaQuery('select 1').then(
        () => true,
        () => false,
      ),
    );
    const url = databaseUrl(serverUrl!, name);
    const config = testConfig({
      database: { kind: 'postgres', url, poolSize: 5 },
      readReplica: { url: replica.urlFor(name), poolSize: 3, maxLagSeconds: 60, checkSeconds: 0.3 },
    });
    app = await buildApp(config, { database: postgresHandle(url, 5) });
    await app.ready();
    owner = await signInStaff(app, ['owner']);
  }, 120_000);

  afterAll(async () => {
    try {
      await app?.close();
    } finally {
      try {
        await replica?.remove();
      } finally {
        await adminQuery(serverUrl!, `drop database if exists "${name}" with (force)`);
      }
    }
  }, 60_000);

  it('sends the owner’s report to the replica', async () => {
    const status = await call(app!, 'GET', '/api/staff/read-replica', owner);
    expect(status.json()).toMatchObject({ configured: true, target: 'replica', reason: 'streaming replica' });
    const before = readStatements().length;
    expect((await report()).statusCode).toBe(200);
    expect(readStatements().length).toBeGreaterThan(before);
  });

  it('answers every read routed to it from the replica, none of them trying to write', async () => {
    const created = await call(app!, 'POST', '/api/staff/flights', owner, {
      number: `RR-${Date.now().toString().slice(-6)}`,
      carrier: 'China Southern CZ',
      plannedDate: new Date().toISOString().slice(0, 10),
    });
    expect(created.statusCode, created.body).toBe(201);
    const flightId = (created.json() as { id: number }).id;
    const customer = await signUpClient(app!);
    const [found] = await queryRows<{ id: number }>(
      app!,
      sql`select id from users where email = ${customer.email}`,
    );
    const customerId = found!.id;
    await until(
      'the flight to be replayed',
      async () => (await replicaQuery(`select 1 from flights where id = ${flightId}`)).length === 1,
    );
    const routed = [
      '/api/staff/goods',
      '/api/staff/goods/counters',
      '/api/staff/warehouse/waifs',
      '/api/staff/parcels',
      '/api/staff/parcels/counters',
      '/api/staff/cargo',
      '/api/staff/cargo/counters',
      '/api/staff/recipients',
      '/api/staff/recipients/counters',
      '/api/staff/top-ups/counters',
      '/api/staff/orders/lots',
      '/api/staff/helpdesk/tickets',
      '/api/staff/customers?q=example',
      `/api/staff/customers/${customerId}/transactions`,
      '/api/staff/promo-codes',
      '/api/staff/notifications/dead-letters',
      '/api/staff/approvals',
      '/api/staff/audit',
      '/api/staff/audit/export',
      '/api/staff/flights',
      `/api/staff/flights/${flightId}/registry?format=csv`,
      `/api/staff/flights/${flightId}/packing-list`,
    ];
    for (const url of routed) {
      const before = readStatements().length;
      const response = await call(app!, 'GET', url, owner);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      expect(readStatements().length, `${url} read the replica`).toBeGreaterThan(before);
    }
  });

  it('never sends a write there: the customer’s writes land on the primary, a write through the read handle fails', async () => {
    const client = await signUpClient(app!);
    const onPrimary = await queryRows(app!, sql`select 1 from users where email = ${client.email}`);
    expect(onPrimary).toHaveLength(1);
    expect(readStatements().filter((line) => /\b(insert|update|delete)\b/i.test(line))).toEqual([]);
    await expect(writeThroughReadHandle()).rejects.toMatchObject({ cause: { code: '25006' } });
  });

  it('sends the reads to the primary while the replica lags past the limit, and back once it is within it', async () => {
    // The limit is changed under the check itself: a shared, busy server may keep a real replica seconds behind.
    const settings = { maxLagSeconds: 0.2, checkSeconds: 0 };
    const pool = new pg.Pool({ connectionString: replica!.urlFor(name), max: 1 });
    const health = new ReplicaHealth(pool, settings, { info: () => {}, warn: () => {} });
    try {
      await replicaQuery('select pg_wal_replay_pause()');
      await signUpClient(app!); // a write the paused replica receives but does not replay
      await new Promise((resolve) => setTimeout(resolve, 500));
      await health.check();
      expect(health.current()).toMatchObject({ target: 'primary', reason: expect.stringMatching(/^lag /) });
      await replicaQuery('select pg_wal_replay_resume()');
      settings.maxLagSeconds = 60;
      await health.check();
      expect(health.current()).toMatchObject({ target: 'replica', reason: 'streaming replica' });
    } finally {
      await replicaQuery('select pg_wal_replay_resume()');
      await pool.end();
    }
  });

  it('falls back to the primary when the replica stops, and the fallback is read-only too', async () => {
    await replica!.stop();
    const response = await report();
    expect(response.statusCode).toBe(200);
    expect(app!.ctx.readReplica()).toMatchObject({
      target: 'primary',
      reason: expect.stringMatching(/^unreachable/),
    });
    await expect(writeThroughReadHandle()).rejects.toMatchObject({ cause: { code: '25006' } });
  });
});
