import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1::integer[])`: a list of ids as ONE array parameter. Drizzle's `inArray` writes a parameter per
 * id — a page of 1,000 parcels made the SQL text of each related lookup 1,000 parameters long, costly to build and
 * a new statement text (planned anew, named anew by the statement cache) for every list length. This text is the
 * same for any number of ids.
 */
export function anyOf(column: PgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::integer[])`;
}
