import { AsyncLocalStorage } from 'node:async_hooks';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { testConfig } from '../helpers.js';
import { createTestDatabase } from '../test-database.js';

interface Tally {
  statements: number;
}

/** The parts of a Drizzle database this counter reaches into (drizzle-orm's session, not its public API). */
interface DrizzleSession {
  logger: { logQuery(query: string, params: unknown[]): void };
  options: { logger?: DrizzleSession['logger'] };
  client: { transaction?: (...args: unknown[]) => Promise<unknown> };
}

/**
 * Counts the SQL statements one piece of work sends, and only those: every query Drizzle prepares goes through its
 * session's logger (a transaction's BEGIN and COMMIT too on node-postgres; PGlite runs them itself, so they are
 * added here), and the job queue's own SQL goes through the handle's `sqlClient`. A statement counts when it is
 * sent inside `count(work)`'s async context (AsyncLocalStorage), so background work running at the same moment —
 * the job queue's polling, timers — is never counted, and the count cannot depend on timing.
 *
 * Install before the app is built: prepared statements keep the logger they were prepared with.
 */
export function countStatements(database: DatabaseHandle) {
  const current = new AsyncLocalStorage<Tally>();
  const tick = (n = 1) => {
    const tally = current.getStore();
    if (tally) tally.statements += n;
  };
  const session = (database.db as unknown as { session: DrizzleSession }).session;
  const logger = { logQuery: () => tick() };
  session.logger = logger;
  session.options.logger = logger;
  if (database.kind === 'pglite' && session.client.transaction) {
    const transaction = session.client.transaction.bind(session.client);
    session.client.transaction = (...args: unknown[]) => {
      tick(2);
      return transaction(...args);
    };
  }
  const executeSql = database.sqlClient.executeSql.bind(database.sqlClient);
  database.sqlClient.executeSql = (text, values) => {
    tick();
    return executeSql(text, values);
  };
  return async function count<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
    const tally: Tally = { statements: 0 };
    // Awaited inside the run: an injected request is a lazy thenable, dispatched only when awaited.
    const result = await current.run(tally, async () => await work());
    return { result, statements: tally.statements };
  };
}

/** A test app on a fresh database whose statements `count(work)` counts (the counter installed before the build). */
export async function createCountingTestApp() {
  const database = await createTestDatabase();
  const count = countStatements(database);
  const app = await buildApp(testConfig(), { database, mailer: { send: async () => {} } });
  await app.ready();
  return { app, count };
}
