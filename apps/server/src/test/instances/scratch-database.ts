import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  /** A query on the scratch database (the test reads what the servers wrote). */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** An empty database `inst_<random>` on the TEST_DATABASE_URL server, for servers started as processes. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `inst_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      return (await pool.query<T>(text, values)).rows;
    },
    async drop() {
      await pool.end();
      // A killed server's connections may linger for a moment on the server side.
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}
