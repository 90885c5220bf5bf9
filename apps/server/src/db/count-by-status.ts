import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DeskCounters } from '@cargo/domain';
import type { Executor } from './client.js';

/**
 * A desk's counters (`GET /api/staff/<desk>/counters`): its rows that `where` keeps, by status, in ONE grouped
 * statement; the web sums a tab's statuses (`countOf`).
 */
export async function countByStatus(
  db: Executor,
  table: PgTable,
  status: PgColumn,
  where: SQL | undefined,
): Promise<DeskCounters> {
  const rows = await db
    .select({ statusId: status, rows: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
    .from(table)
    .where(where)
    .groupBy(status);
  const counts: Record<string, number> = {};
  let total = 0;
  for (const row of rows) {
    counts[String(row.statusId)] = row.rows;
    total += row.rows;
  }
  return { counts, total };
}
