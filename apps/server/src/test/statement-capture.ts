import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseHandle } from '../db/client.js';

/** One statement as Drizzle sent it: its text and its parameters. */
export interface CapturedStatement {
  text: string;
  params: unknown[];
}

interface DrizzleSession {
  logger: { logQuery(query: string, params: unknown[]): void };
  options: { logger?: DrizzleSession['logger'] };
}

/**
 * Records the statements one piece of work sends through Drizzle (its session's logger, as `countStatements` does),
 * with their parameters, so a test can EXPLAIN exactly what a call sent. Only statements sent inside
 * `capture(work)`'s async context are kept. Install before the app is built: prepared statements keep their logger.
 */
export function captureStatements(database: DatabaseHandle) {
  const current = new AsyncLocalStorage<CapturedStatement[]>();
  const session = (database.db as unknown as { session: DrizzleSession }).session;
  const logger = {
    logQuery: (text: string, params: unknown[]) => current.getStore()?.push({ text, params }),
  };
  session.logger = logger;
  session.options.logger = logger;
  return async function capture<T>(
    work: () => Promise<T>,
  ): Promise<{ result: T; statements: CapturedStatement[] }> {
    const statements: CapturedStatement[] = [];
    const result = await current.run(statements, async () => await work());
    return { result, statements };
  };
}
