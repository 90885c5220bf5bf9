import PgBoss from 'pg-boss';
import { JOB_SCHEMA, QUEUE_CREATION_ORDER } from './queues.js';
import type { SqlClient } from './sql-client.js';

/**
 * Creates or upgrades pg-boss's schema (its own versioned migrations, behind its advisory lock) and every queue of
 * `QUEUES`, with its current retry policy. Runs with the portal's migrations at every start (and in the tests'
 * migrated snapshot), so a job can be enqueued in any transaction before a worker has started.
 */
export async function installJobQueue(client: SqlClient): Promise<void> {
  const boss = new PgBoss({
    db: client,
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  try {
    for (const queue of QUEUE_CREATION_ORDER) {
      const { name } = queue;
      const existing = await boss.getQueue(name);
      const options = { ...queue, policy: 'standard' as const };
      if (existing) await boss.updateQueue(name, options);
      else await boss.createQueue(name, options);
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
