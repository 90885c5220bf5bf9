import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobsConfig } from '../config.js';
import { JOB_SCHEMA, type QueueName } from './queues.js';
import type { SqlClient } from './sql-client.js';

/** One job as a handler gets it. `retryCount` 0 is the first attempt; the last one has `retryCount === retryLimit`. */
export interface Job<T = Record<string, unknown>> {
  id: string;
  name: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

/** A handler that throws fails the attempt: the job is retried with the queue's back-off, then dead-lettered. */
export type JobHandler<T = Record<string, unknown>> = (job: Job<T>) => Promise<void>;

/** The running side of the queue: modules register their handlers and schedules, app.ts starts and stops it. */
export interface JobQueue {
  work<T = Record<string, unknown>>(
    queue: QueueName,
    handler: JobHandler<T>,
    options?: { concurrency?: number },
  ): void;
  /** A cron schedule (UTC) that puts one job on the queue per tick, once across all instances. */
  schedule(queue: QueueName, cron: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Runs the queue's due jobs now, one by one, in this process (tests; works with `run: false`), completing or
   * failing each as a worker would; answers how many ran.
   */
  drain(queue: QueueName, limit?: number): Promise<number>;
}

/**
 * pg-boss on the portal's own database (PGlite or PostgreSQL; docs/decisions/029). With `run: false` handlers are
 * registered but nothing polls: tests drive jobs with `runDueJobs`, an API-only instance leaves them to others.
 */
/** Jobs a worker takes per fetch; the handler runs them `concurrency` at a time. */
const BATCH_SIZE = 20;

export function createJobQueue(client: SqlClient, config: JobsConfig, log?: FastifyBaseLogger): JobQueue {
  const boss = new PgBoss({
    db: client,
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: config.run,
    schedule: config.run,
  });
  boss.on('error', (error) => log?.error({ err: error }, 'job queue error'));
  const workers: Array<{ queue: QueueName; handler: JobHandler<never>; concurrency: number }> = [];
  const schedules: Array<{ queue: QueueName; cron: string }> = [];
  let opened: Promise<void> | null = null;
  const open = () => (opened ??= boss.start().then(() => undefined));
  /** One job: completed when its handler resolves, failed (to be retried or dead-lettered) when it throws. */
  const runOne = async (
    queue: QueueName,
    handler: JobHandler<never>,
    job: PgBoss.JobWithMetadata<unknown>,
  ) => {
    try {
      await handler(toJob(job));
      await boss.complete(queue, job.id);
    } catch (error) {
      log?.warn({ queue, jobId: job.id, attempt: job.retryCount, err: error }, 'job attempt failed');
      await boss.fail(queue, job.id, { message: (error as Error).message });
    }
  };
  const toJob = (job: PgBoss.JobWithMetadata<unknown>): Job<never> => ({
    id: job.id,
    name: job.name,
    data: job.data as never,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
  });
  return {
    work(queue, handler, options = {}) {
      workers.push({ queue, handler: handler as JobHandler<never>, concurrency: options.concurrency ?? 5 });
    },
    schedule(queue, cron) {
      schedules.push({ queue, cron });
    },
    async start() {
      if (!config.run) return;
      await open();
      for (const { queue, cron } of schedules) await boss.schedule(queue, cron, {}, { tz: 'UTC' });
      for (const { queue, handler, concurrency } of workers) {
        // A pg-boss 10 worker waits a whole polling interval after every fetch, found work or not: it takes a
        // batch each time, and each job of the batch is completed or failed on its own (bench/queue/README.md).
        await boss.work(
          queue,
          { pollingIntervalSeconds: config.pollSeconds, batchSize: BATCH_SIZE, includeMetadata: true },
          async (jobs) => {
            for (let i = 0; i < jobs.length; i += concurrency) {
              await Promise.all(jobs.slice(i, i + concurrency).map((job) => runOne(queue, handler, job)));
            }
          },
        );
      }
    },
    async stop() {
      if (!opened) return;
      opened = null;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    async drain(queue, limit = 100) {
      await open();
      const entry = workers.find((worker) => worker.queue === queue);
      if (!entry) throw new Error(`No handler for queue ${queue}`);
      // pg-boss takes a job whose `start_after < now()`; a job put on the queue within the same clock tick (the
      // embedded engine's clock has millisecond steps) would be skipped by a fetch at once. One tick later every
      // job due before this call is due to the fetch too.
      await new Promise((resolve) => setTimeout(resolve, 2));
      let ran = 0;
      while (ran < limit) {
        const [job] = await boss.fetch(queue, { batchSize: 1, includeMetadata: true });
        if (!job) break;
        ran += 1;
        await runOne(queue, entry.handler, job);
      }
      return ran;
    },
  };
}
