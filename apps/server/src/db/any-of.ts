import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

/**
 * `column = any(array(subquery))`: the subquery runs once (an InitPlan) and its ids become one indexable condition,
 * where `column in (subquery)` inside an OR is a filter run on every row of a sequential scan (decision 071).
 */
export function anyOfSubquery(column: PgColumn | SQL, subquery: SQLWrapper): SQL {
  return sql`${column} = any(array(${subquery}))`;
}
