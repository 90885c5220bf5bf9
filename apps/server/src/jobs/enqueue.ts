import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Executor } from '../db/client.js';
import { JOB_SCHEMA, type QueueName } from './queues.js';
import { executorSqlClient } from './executor-sql-client.js';

/** Never used to run anything: every `send` below carries the caller's own database in its options. */
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('enqueue() always passes the caller executor')),
  },
  schema: JOB_SCHEMA,
});

export interface EnqueueOptions {
  /**
   * What makes the job unique (e.g. `event:12:email`): its id is derived from the key, and a second enqueue with
   * the same key while the first job is kept writes nothing. Left out, every call is a new job.
   */
  key?: string;
  /** Seconds to wait before the first attempt. */
  startAfterSeconds?: number;
}

/** A job id from its key: the key's SHA-256 as a UUID (version 8, "custom"), the same key giving the same id. */
export function jobIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Puts a job on a queue inside the caller's transaction (or straight into the database): the job exists exactly
 * when the change that asked for it is committed. Answers the job's id, or null when a job with the same key
 * already exists. The retry policy is the queue's (queues.ts).
 */
export async function enqueue(
  executor: Executor,
  queue: QueueName,
  data: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string | null> {
  return sender.send(queue, data, {
    db: executorSqlClient(executor),
    ...(options.key ? { id: jobIdOf(options.key) } : {}),
    ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
  });
}

/** Many jobs on one queue in one statement, inside the caller's transaction (each with its own key, as above). */
export async function enqueueMany(
  executor: Executor,
  queue: QueueName,
  jobs: ReadonlyArray<{ data: Record<string, unknown>; key?: string }>,
): Promise<void> {
  if (jobs.length === 0) return;
  await sender.insert(
    jobs.map((job) => ({ name: queue, data: job.data, ...(job.key ? { id: jobIdOf(job.key) } : {}) })),
    { db: executorSqlClient(executor) },
  );
}
