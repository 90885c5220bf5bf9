import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { takeAdvisoryLock } from './advisory-lock.js';

/** Any fixed number, other than client.ts's startup lock (held by `exclusive` around the same run). */
const MIGRATION_LOCK_KEY = 7_204_119_002;

/** One connection the runner owns for a whole run: `begin`/`commit` and `set` apply to the next statements. */
export interface MigrationSession {
  /** SQL text as written (simple protocol: one chunk may hold several statements, as drizzle's chunks may). */
  exec(text: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/**
 * A connection of its own to PostgreSQL holding the migration lock: two instances starting at once take turns, and
 * the second finds the first one's migrations recorded.
 */
export async function openPostgresSession(url: string): Promise<MigrationSession> {
  const client = new pg.Client({ connectionString: url, application_name: 'migrations' });
  await client.connect();
  try {
    await takeAdvisoryLock(client, MIGRATION_LOCK_KEY);
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    exec: async (text) => {
      await client.query(text);
    },
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await client.query(text, params)).rows as Row[],
    // Ending the session releases the advisory lock.
    close: () => client.end(),
  };
}

/** PGlite is one connection in one process (the data directory is locked), so there is nobody to take turns with. */
export function pgliteSession(client: PGlite): MigrationSession {
  return {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <Row>(text: string, params: unknown[] = []) => (await client.query<Row>(text, params)).rows,
    close: async () => {},
  };
}
