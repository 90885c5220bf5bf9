import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { SqlClient } from './sql-client.js';

/**
 * The caller's transaction (or database) as pg-boss's database, for `send` inside it: the job is written with the
 * change that caused it, or not at all. Only single statements with parameters come this way.
 */
export function executorSqlClient(executor: Executor): SqlClient {
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
