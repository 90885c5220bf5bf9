import { type SQL, sql } from 'drizzle-orm';
import { type ReportQuery, REPORT_TIME_ZONE } from '@cargo/domain';
import type { Executor } from '../../db/client.js';

/** The rows of one statement, on either driver (both answer `{ rows }`). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The buckets of the range: each one's local (Moscow) start and end and the instants they stand for. */
export function bucketsCte(query: ReportQuery) {
  const step = sql.raw(`'1 ${query.period}'::interval`);
  const unit = sql.raw(`'${query.period}'`);
  const zone = sql.raw(`'${REPORT_TIME_ZONE}'`);
  return sql`buckets as (
    select local_start,
      local_start + ${step} as local_end,
      local_start at time zone ${zone} as start_at,
      (local_start + ${step}) at time zone ${zone} as end_at
    from generate_series(
      date_trunc(${unit}, ${query.from}::date::timestamp),
      date_trunc(${unit}, ${query.to}::date::timestamp),
      ${step}
    ) as local_start
  ),
  range as (select min(start_at) as lo, max(end_at) as hi from buckets)`;
}

/** The bucket (its local start) an instant falls in. */
export const bucketOf = (query: ReportQuery, column: string) =>
  sql.raw(`date_trunc('${query.period}', ${column} at time zone '${REPORT_TIME_ZONE}')`);
