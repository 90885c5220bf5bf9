import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteSqlClient, type SqlClient } from '../../apps/server/src/jobs/sql-client.ts';

/** A database the queues run on: pg-boss's client, a transaction to enqueue inside, and the way to close it. */
export interface Target {
  name: string;
  /** pg-boss's own client (its workers, migrations and bulk inserts). */
  client: SqlClient;
  /** Runs `fn` inside one transaction and commits it; `db` is that transaction as pg-boss's client. */
  inTransaction(fn: (db: SqlClient) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** A PostgreSQL database through a node-postgres pool (the server's `poolSqlClient` does the same). */
export function postgresTarget(url: string, name: string): Target & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const client: SqlClient = {
    async executeSql(text, values) {
      const result = values && values.length > 0 ? await pool.query(text, values) : await pool.query(text);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
  };
  return {
    name,
    pool,
    client,
    async inTransaction(fn) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        await fn({
          async executeSql(text, values) {
            const result = await connection.query(text, values);
            return { rows: result.rows, rowCount: result.rowCount ?? 0 };
          },
        });
        await connection.query('COMMIT');
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The embedded default: an in-memory PGlite through the server's own adapter (apps/server/src/jobs/sql-client.ts). */
export async function pgliteTarget(): Promise<Target> {
  const db = await PGlite.create();
  return {
    name: 'PGlite (in-memory)',
    client: pgliteSqlClient(db),
    async inTransaction(fn) {
      await db.transaction(async (tx) => {
        await fn({
          async executeSql(text, values) {
            const result = await tx.query(text, values);
            return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
          },
        });
      });
    },
    close: () => db.close(),
  };
}
