import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** What pg-boss needs of a database: one call that runs SQL text with `$n` parameters. */
export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount?: number }>;
}

/**
 * PGlite as pg-boss's database. A text without parameters may hold several statements (pg-boss's migrations and
 * locked sections are `BEGIN; …; COMMIT;`): those go through `exec`, which runs them as one simple query and
 * answers the last result; PGlite runs one query at a time, so such a block never interleaves with a transaction.
 */
export function pgliteSqlClient(client: PGlite): SqlClient {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await client.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    },
  };
}

/** A PostgreSQL pool as pg-boss's database (a text without parameters goes as a simple, multi-statement query). */
export function poolSqlClient(pool: pg.Pool): SqlClient {
  return {
    async executeSql(text, values) {
      const result = values && values.length > 0 ? await pool.query(text, values) : await pool.query(text);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
  };
}
