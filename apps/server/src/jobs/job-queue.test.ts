import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { createTestDatabase } from '../test/test-database.js';
import { enqueue } from './enqueue.js';
import { createJobQueue, type JobQueue } from './job-queue.js';
import { QUEUES } from './queues.js';

let database: DatabaseHandle;
let queue: JobQueue;
const seen: Array<Record<string, unknown>> = [];
let failing = false;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
  queue = createJobQueue(database.sqlClient, { run: false, pollSeconds: 1 });
  queue.work(QUEUES.ticketAutoClose.name, async (job) => {
    if (failing) throw new Error('mail server down');
    seen.push(job.data);
  });
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

const jobStates = async (name: string) =>
  (
    (await database.db.execute(
      sql`select state, retry_count as "retryCount" from pgboss.job where name = ${name} order by created_on`,
    )) as unknown as { rows: Array<{ state: string; retryCount: number }> }
  ).rows;

describe('the job queue', () => {
  it('writes a job only with the transaction that asked for it', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, QUEUES.ticketAutoClose.name, { n: 'rolled back' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await enqueue(tx, QUEUES.ticketAutoClose.name, { n: 'committed' });
    });
    expect(await queue.drain(QUEUES.ticketAutoClose.name)).toBe(1);
    expect(seen).toEqual([{ n: 'committed' }]);
  });

  it('keeps one job per key', async () => {
    seen.length = 0;
    const first = await enqueue(database.db, QUEUES.ticketAutoClose.name, { n: 1 }, { key: 'same-key' });
    const second = await enqueue(database.db, QUEUES.ticketAutoClose.name, { n: 2 }, { key: 'same-key' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(await queue.drain(QUEUES.ticketAutoClose.name)).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('retries a failing job and then gives up', async () => {
    failing = true;
    await enqueue(database.db, QUEUES.ticketAutoClose.name, { n: 'fails' }, { key: 'failing' });
    await queue.drain(QUEUES.ticketAutoClose.name);
    // The retry waits for its delay; move it to now, as time passing would.
    for (let attempt = 0; attempt < QUEUES.ticketAutoClose.retryLimit; attempt += 1) {
      await database.db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
      await queue.drain(QUEUES.ticketAutoClose.name);
    }
    const states = await jobStates(QUEUES.ticketAutoClose.name);
    expect(states.at(-1)).toEqual({ state: 'failed', retryCount: QUEUES.ticketAutoClose.retryLimit });
    failing = false;
  });
});
