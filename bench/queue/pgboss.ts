import PgBoss from 'pg-boss';
import { measureLatency, now, percentile, type Row, sleep } from './stats.ts';
import type { Target } from './targets.ts';

export interface QueueBenchOptions {
  enqueueJobs: number;
  latencyJobs: number;
  spanMs: number;
  windowMs: number;
}

const SCHEMA = 'bench_boss';

/** Enqueue throughput: one job per transaction, one transaction after another (as a status change writes its job). */
async function enqueueRate(boss: PgBoss, target: Target, jobs: number): Promise<number> {
  const start = now();
  for (let i = 0; i < jobs; i += 1) {
    await target.inTransaction(async (db) => {
      await boss.send('enqueue', { i }, { db });
    });
  }
  return jobs / ((now() - start) / 1000);
}

/** Handler start − commit, for jobs sent to an idle worker that fetches every `pollSeconds` (batches of 100). */
async function latency(boss: PgBoss, target: Target, pollSeconds: number, options: QueueBenchOptions) {
  const queue = `latency-${String(pollSeconds).replace('.', '_')}`;
  await boss.createQueue(queue);
  const startedAt = new Map<number, number>();
  await boss.work<{ i: number }>(
    queue,
    { pollingIntervalSeconds: pollSeconds, batchSize: 100 },
    async (jobs) => {
      const at = now();
      for (const job of jobs) startedAt.set(job.data.i, at);
    },
  );
  await sleep(pollSeconds * 1000);
  const values = await measureLatency(
    options.latencyJobs,
    options.spanMs,
    (i) => target.inTransaction(async (db) => void (await boss.send(queue, { i }, { db }))),
    startedAt,
    options.spanMs + pollSeconds * 1000 * 3 + 10_000,
  );
  await boss.offWork(queue);
  return values;
}

/** Jobs/s with 4 workers on a full queue, counted over a fixed window. */
async function processingRate(boss: PgBoss, batchSize: number, pollSeconds: number, windowMs: number) {
  const queue = `throughput-${batchSize}`;
  await boss.createQueue(queue);
  const backlog = Math.max(2000, Math.ceil(((4 * batchSize) / pollSeconds) * (windowMs / 1000) * 2));
  for (let from = 0; from < backlog; from += 1000) {
    await boss.insert(
      Array.from({ length: Math.min(1000, backlog - from) }, (_, k) => ({
        name: queue,
        data: { i: from + k },
      })),
    );
  }
  let done = 0;
  let first = 0;
  for (let w = 0; w < 4; w += 1) {
    await boss.work(queue, { pollingIntervalSeconds: pollSeconds, batchSize }, async (jobs) => {
      if (first === 0) first = now();
      done += jobs.length;
    });
  }
  await sleep(windowMs);
  const rate = done / ((now() - (first || now())) / 1000);
  await boss.offWork(queue);
  return rate;
}

export async function benchPgBoss(target: Target, options: QueueBenchOptions, full: boolean): Promise<Row[]> {
  const boss = new PgBoss({
    db: target.client,
    schema: SCHEMA,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  boss.on('error', (error) => console.error('pg-boss:', error.message));
  await boss.start();
  await boss.createQueue('enqueue');
  try {
    const enqueue = await enqueueRate(boss, target, options.enqueueJobs);
    const rows: Row[] = [];
    for (const pollSeconds of [2, 0.5]) {
      const values = await latency(boss, target, pollSeconds, options);
      const [p50, p95] = [percentile(values, 50), percentile(values, 95)];
      rows.push({
        queue: 'pg-boss 10.4.2',
        database: target.name,
        enqueuePerSecond: rows.length === 0 ? enqueue : null,
        p50,
        p95,
        processedPerSecond: null,
        note: `poll ${pollSeconds} s${pollSeconds === 2 ? ' (JOBS_POLL_SECONDS default)' : ' (the minimum)'}`,
      });
    }
    if (full) {
      for (const batchSize of [1, 20]) {
        rows.push({
          queue: 'pg-boss 10.4.2',
          database: target.name,
          enqueuePerSecond: null,
          p50: null,
          p95: null,
          processedPerSecond: await processingRate(boss, batchSize, 0.5, options.windowMs),
          note: `4 workers × batch ${batchSize}, poll 0.5 s${batchSize === 1 ? " (the app's shape)" : ''}`,
        });
      }
    }
    return rows;
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
