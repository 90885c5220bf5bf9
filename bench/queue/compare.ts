/**
 * The job queue, measured (issue 19: "choose, measure and record why"): pg-boss 10.4.2 — the portal's queue — on
 * PostgreSQL and on the embedded PGlite, against graphile-worker 0.16.6 on PostgreSQL. For each: enqueue
 * throughput with one job per transaction, latency from the enqueue's commit to the handler's start for jobs sent
 * to an idle worker (p50/p95), and jobs/s processed by 4 workers on a full queue. Prints a Markdown table.
 *
 * `npm run bench:queue` (from bench/, or `npm run bench:queue -w bench` from the root). BENCH_QUEUE_URL names a
 * PostgreSQL database to connect to (default postgres://postgres@127.0.0.1:5432/test); scratch databases are
 * created beside it and dropped at the end. Options: --jobs 2000, --latency-jobs 500, --span 8000 (ms over which
 * the latency jobs are sent), --window 5000 (ms of processing counted).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchGraphile } from './graphile.ts';
import { benchPgBoss, type QueueBenchOptions } from './pgboss.ts';
import { printTable, type Row } from './stats.ts';
import { pgliteTarget, postgresTarget } from './targets.ts';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '2000' },
    'latency-jobs': { type: 'string', default: '500' },
    span: { type: 'string', default: '8000' },
    window: { type: 'string', default: '5000' },
  },
});
const options: QueueBenchOptions = {
  enqueueJobs: Number(args.jobs),
  latencyJobs: Number(args['latency-jobs']),
  spanMs: Number(args.span),
  windowMs: Number(args.window),
};
const baseUrl = process.env.BENCH_QUEUE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const urlOf = (database: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function main() {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const stamp = Date.now();
  const databases = { boss: `queue_bench_boss_${stamp}`, graphile: `queue_bench_graphile_${stamp}` };
  const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]!
    .server_version;
  const started = performance.now();
  const rows: Row[] = [];
  try {
    for (const name of Object.values(databases)) await admin.query(`CREATE DATABASE ${name}`);

    const postgres = postgresTarget(urlOf(databases.boss), `PostgreSQL ${version}`);
    try {
      rows.push(...(await benchPgBoss(postgres, options, true)));
    } finally {
      await postgres.close();
    }
    console.error(`pg-boss on PostgreSQL done (${Math.round((performance.now() - started) / 1000)} s)`);

    const pglite = await pgliteTarget();
    try {
      rows.push(...(await benchPgBoss(pglite, options, true)));
    } finally {
      await pglite.close();
    }
    console.error(`pg-boss on PGlite done (${Math.round((performance.now() - started) / 1000)} s)`);

    rows.push(...(await benchGraphile(urlOf(databases.graphile), options)));
    console.error(`graphile-worker done (${Math.round((performance.now() - started) / 1000)} s)`);
  } finally {
    for (const name of Object.values(databases)) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    await admin.end();
  }
  const cpus = os.cpus();
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${cpus.length} × ${cpus[0]?.model.trim()}, Node ${process.versions.node}, ` +
      `PostgreSQL ${version}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; ` +
      `${options.enqueueJobs} enqueues, ${options.latencyJobs} latency jobs over ${options.spanMs / 1000} s, ` +
      `${options.windowMs / 1000} s processing window; run took ${Math.round((performance.now() - started) / 1000)} s\n`,
  );
  console.log(printTable(rows));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
