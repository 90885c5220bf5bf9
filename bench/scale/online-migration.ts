import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openPostgresSession } from '../../apps/server/src/db/migrate/migration-session.ts';
import { runMigrations } from '../../apps/server/src/db/migrate/run-migrations.ts';
import { SCALE_ADMIN_URL } from './contract.ts';
import { startWriteLoad, summarise } from './write-load.ts';

/**
 * npm run scale:online-migration -w bench -- [--from scale_30] [--connections 8] [--baseline 10] [--keep]
 * Copies a generated database (`CREATE DATABASE … TEMPLATE`), keeps N connections writing to it, and runs
 * migrations through the portal's own runner (apps/server/src/db/migrate) on its biggest table, the ledger:
 * a concurrent index build, two ADD COLUMNs, and for contrast a plain CREATE INDEX of the same columns. Prints one row per operation.
 */
const { values: args } = parseArgs({
  options: {
    from: { type: 'string', default: 'scale_30' },
    connections: { type: 'string', default: '8' },
    baseline: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
  },
});
const copyName = 'migrations_bench_online';
const dbUrl = (name: string) => Object.assign(new URL(SCALE_ADMIN_URL), { pathname: `/${name}` }).toString();

const operations: { name: string; sql: string; reportSeconds?: number }[] = [
  {
    name: '(a) CREATE INDEX CONCURRENTLY (no-transaction marker)',
    sql: `-- migrate:no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS account_transactions_bench_a_idx ON account_transactions (amount, balance_after, created_at);`,
  },
  {
    name: '(b) ADD COLUMN nullable, no default',
    sql: 'ALTER TABLE account_transactions ADD COLUMN bench_note text;',
  },
  {
    name: "(b) ADD COLUMN NOT NULL DEFAULT 'web' (constant)",
    sql: "ALTER TABLE account_transactions ADD COLUMN bench_channel text NOT NULL DEFAULT 'web';",
  },
  {
    name: '(d) ADD COLUMN behind an 8-s report holding the table (lock_timeout, retries)',
    sql: 'ALTER TABLE account_transactions ADD COLUMN bench_source text;',
    reportSeconds: 8,
  },
  {
    name: '(c) plain CREATE INDEX (in a transaction)',
    sql: 'CREATE INDEX account_transactions_bench_c_idx ON account_transactions (amount, balance_after, created_at);',
  },
];

async function admin<T extends pg.QueryResultRow>(text: string, url = SCALE_ADMIN_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A template may have no other connection while it is copied: the generator or a bench may be reading it. */
async function copyDatabase(from: string) {
  await admin(`drop database if exists ${copyName} with (force)`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const started = performance.now();
      await admin(`create database ${copyName} template ${from}`);
      return performance.now() - started;
    } catch (error) {
      if (attempt >= 30) throw error;
      console.log(`copy of ${from} refused (${(error as Error).message}); retrying in 10 s`);
      await sleep(10_000);
    }
  }
}

/** A report's long transaction: it holds ACCESS SHARE on the ledger (what an ALTER TABLE must wait for). */
async function holdTable(url: string, seconds: number) {
  const client = new pg.Client({ connectionString: url, application_name: 'online-migration-report' });
  await client.connect();
  await client.query('begin');
  await client.query('select count(*) from account_transactions where id < 1000');
  // Wrapped: an async function returning the promise itself would wait for it.
  return {
    ended: sleep(seconds * 1000).then(async () => {
      await client.query('commit');
      await client.end();
    }),
  };
}

/** A drizzle-kit-shaped folder holding one migration newer than the database's last. */
function folderFor(sql: string, when: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'online-migration-'));
  mkdirSync(path.join(dir, 'meta'));
  const entries = [{ idx: 0, version: '7', when, tag: `9000_bench_${when}`, breakpoints: true }];
  writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  writeFileSync(path.join(dir, `${entries[0]!.tag}.sql`), sql);
  return dir;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

const copyMs = await copyDatabase(args.from);
const url = dbUrl(copyName);
const [size] = await admin<{ rows: string; size: string }>(
  `select (select count(*) from account_transactions)::text as rows,
     pg_size_pretty(pg_total_relation_size('account_transactions')) as size`,
  url,
);
const [last] = await admin<{ created_at: string }>(
  'select max(created_at)::text as created_at from drizzle.__drizzle_migrations',
  url,
);
console.log(
  `copy of ${args.from}: ${(copyMs / 1000).toFixed(1)} s; account_transactions ${size!.rows} rows, ${size!.size}; ` +
    `PostgreSQL ${(await admin<{ server_version: string }>('show server_version', url))[0]!.server_version}; ${args.connections} writers`,
);

const load = await startWriteLoad(url, Number(args.connections));
const rows: string[] = [];
const row = (name: string, durationMs: number, from: number, to: number) => {
  const s = summarise(load.between(from, to));
  rows.push(
    `| ${name} | ${(durationMs / 1000).toFixed(1)} s | ${s.writes} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} | ${s.timeouts} | ${s.errors} |`,
  );
};
try {
  // The first seconds warm the copy's cache; the baseline starts after them.
  await sleep(5_000);
  const baselineStart = load.now();
  await sleep(Number(args.baseline) * 1000);
  row('baseline: writes alone', load.now() - baselineStart, baselineStart, load.now());
  let when = Number(last!.created_at);
  for (const operation of operations) {
    when += 1;
    const report = operation.reportSeconds ? await holdTable(url, operation.reportSeconds) : null;
    const from = load.now();
    const session = await openPostgresSession(url);
    try {
      await runMigrations(session, { migrationsFolder: folderFor(operation.sql, when), log: console.log });
    } finally {
      await session.close();
    }
    const to = load.now();
    await report?.ended;
    row(operation.name, to - from, from, to);
    console.log(`${operation.name}: ${((to - from) / 1000).toFixed(1)} s`);
    await sleep(3_000);
  }
} finally {
  await load.stop();
  if (!args.keep) await admin(`drop database if exists ${copyName} with (force)`);
}

console.log(
  '\n| operation | duration | writes during it | write p50 | write p99 | write max | timeouts (5 s) | errors |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const line of rows) console.log(line);
