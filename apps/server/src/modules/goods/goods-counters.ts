import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { GOOD_SECTIONS, type GoodsCounters, type GoodSection } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { goodsStatusCounts } from '../../db/schema/goods.js';
import { sessionIsOpen } from '../auth/index.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';

/**
 * The goods counters read goods_status_counts, which triggers on goods keep (migration 0015, decision 037): a
 * handful of rows per customer whatever the length of their history, where counting the goods themselves read
 * every one of them (1.2 ms of database CPU at 10,000 goods, ten times that at 100,000).
 */

/** The customer's count of goods in some statuses, as a scalar subquery (the dashboard's tiles). */
export function goodsCountIn(userId: number, statusIds: readonly number[]): SQL<number> {
  return sql<number>`(select cast(coalesce(sum(${goodsStatusCounts.n}), 0) as integer) from ${goodsStatusCounts}
    where ${goodsStatusCounts.userId} = ${userId} and ${inArray(goodsStatusCounts.statusId, [...statusIds])})`.mapWith(
    Number,
  );
}

function countersQuery(db: Executor) {
  const counts = db
    .select({
      statusId: goodsStatusCounts.statusId,
      n: sql<number>`cast(sum(${goodsStatusCounts.n}) as integer)`.as('n'),
    })
    .from(goodsStatusCounts)
    .where(eq(goodsStatusCounts.userId, sql.placeholder('userId')))
    .groupBy(goodsStatusCounts.statusId)
    .as('counts');
  // One row per status the customer has goods in, or one row of nulls when none: no row at all only when the
  // session is closed, so the session check rides in the same statement.
  return db
    .select({ statusId: counts.statusId, n: counts.n })
    .from(sql`(select 1) as one`)
    .leftJoin(counts, sql`true`)
    .where(sessionIsOpen(sql.placeholder('sessionId'), sql.placeholder('userId')))
    .prepare('goods_counters_in_session');
}
// Prepared once per database: the tabs and the sidebar's badge ask for it on every page.
const countersQueryOf = preparedPerDatabase(countersQuery);

function bySection(byStatus: Map<number, number>): GoodsCounters {
  const sections = Object.entries(GOOD_SECTIONS) as Array<[GoodSection, readonly number[]]>;
  return Object.fromEntries(
    sections.map(([section, ids]) => [section, ids.reduce((n, id) => n + (byStatus.get(id) ?? 0), 0)]),
  ) as GoodsCounters;
}

/**
 * The number of the customer's goods in each section (a good may count in several sections), in one statement
 * with the session check. Null when the session is not open.
 */
export async function goodsCountersInSession(
  db: Executor,
  userId: number,
  sessionId: string,
): Promise<GoodsCounters | null> {
  const rows = await countersQueryOf(db).execute({ userId, sessionId });
  if (rows.length === 0) return null;
  const byStatus = new Map<number, number>();
  for (const row of rows) if (row.statusId !== null) byStatus.set(row.statusId, Number(row.n));
  return bySection(byStatus);
}
