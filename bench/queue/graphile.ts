import { Logger, run, runMigrations } from 'graphile-worker';
import pg from 'pg';
import type { QueueBenchOptions } from './pgboss.ts';
import { measureLatency, now, percentile, type Row, sleep } from './stats.ts';

const quiet = new Logger(() => () => undefined);

/** graphile-worker 0.16.6 on its own scratch PostgreSQL database (it cannot run on PGlite: LISTEN/NOTIFY, pg pool). */
export async function benchGraphile(url: string, options: QueueBenchOptions): Promise<Row[]> {
  await runMigrations({ connectionString: url, logger: quiet });
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    const enqueueStart = now();
    for (let i = 0; i < options.enqueueJobs; i += 1) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        await connection.query("SELECT graphile_worker.add_job('enqueue', json_build_object('i', $1::int))", [
          i,
        ]);
        await connection.query('COMMIT');
      } finally {
        connection.release();
      }
    }
    const enqueue = options.enqueueJobs / ((now() - enqueueStart) / 1000);

    // Latency: an idle runner (one worker) woken by the NOTIFY that add_job sends on commit.
    const startedAt = new Map<number, number>();
    const latencyRunner = await run({
      pgPool: pool,
      concurrency: 1,
      pollInterval: 2000,
      noHandleSignals: true,
      logger: quiet,
      taskList: { latency: async (payload) => void startedAt.set((payload as { i: number }).i, now()) },
    });
    await sleep(500);
    const values = await measureLatency(
      options.latencyJobs,
      options.spanMs,
      async (i) => {
        const connection = await pool.connect();
        try {
          await connection.query('BEGIN');
          await connection.query(
            "SELECT graphile_worker.add_job('latency', json_build_object('i', $1::int))",
            [i],
          );
          await connection.query('COMMIT');
        } finally {
          connection.release();
        }
      },
      startedAt,
      options.spanMs + 30_000,
    );
    await latencyRunner.stop();

    // Throughput: 4 concurrent workers on a full queue, counted over the window.
    await pool.query(
      "SELECT graphile_worker.add_job('throughput', json_build_object('i', i)) FROM generate_series(1, 20000) AS i",
    );
    let done = 0;
    let first = 0;
    const runner = await run({
      pgPool: pool,
      concurrency: 4,
      pollInterval: 2000,
      noHandleSignals: true,
      logger: quiet,
      taskList: {
        throughput: async () => {
          if (first === 0) first = now();
          done += 1;
        },
      },
    });
    await sleep(options.windowMs);
    const processed = done / ((now() - (first || now())) / 1000);
    await runner.stop();

    return [
      {
        queue: 'graphile-worker 0.16.6',
        database: 'PostgreSQL',
        enqueuePerSecond: enqueue,
        p50: percentile(values, 50),
        p95: percentile(values, 95),
        processedPerSecond: processed,
        note: 'LISTEN/NOTIFY, poll 2 s fallback, concurrency 4',
      },
    ];
  } finally {
    await pool.end();
  }
}
