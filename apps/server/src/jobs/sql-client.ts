import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
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

/** What of db/client.ts's `Executor` this needs (named structurally: db/client.ts imports this file). */
interface StatementExecutor {
  execute(query: SQL): PromiseLike<unknown>;
}

/**
 * The caller's transaction (or database) as pg-boss's database, for `send` inside it: the job is written with the
 * change that caused it, or not at all. Only single statements with parameters come this way.
 */
export function executorSqlClient(executor: StatementExecutor): SqlClient {
  return {
    async executeSql(text, values = []) {
      const result = (await executor.execute(withParameters(text, values))) as unknown as {
        rows: unknown[];
        rowCount?: number | null;
        affectedRows?: number;
      };
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
  };
}

/** `$1`, `$2`… of pg-boss's text as drizzle parameters (the same `$n` twice is the same value twice). */
function withParameters(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${sql.param(jsonParameter(values[Number(part) - 1]))}`);
  });
  return sql.join(chunks, sql.raw(''));
}

/**
 * Job data goes as JSON text (its parameter is cast `::jsonb`): through drizzle an array would otherwise become a
 * SQL array. Only `send` comes this way, whose one object parameter is the data.
 */
function jsonParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) return JSON.stringify(value);
  return value;
}
