import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { GOOD_SECTIONS, type GoodsCounters, type GoodSection } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { readRows, type ReadScope } from '../../db/read/reader.js';
import { goodsStatusCounts } from '../../db/schema/goods.js';

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

/** The customer's goods by status, summed over the counters' rows (a placeholder for the customer). */
const countersQuery = (db: Executor) =>
  db
    .select({
      statusId: goodsStatusCounts.statusId,
      n: sql<number>`cast(sum(${goodsStatusCounts.n}) as integer)`.as('n'),
    })
    .from(goodsStatusCounts)
    .where(eq(goodsStatusCounts.userId, sql.placeholder('userId')))
    .groupBy(goodsStatusCounts.statusId)
    .$dynamic();

function bySection(byStatus: Map<number, number>): GoodsCounters {
  const sections = Object.entries(GOOD_SECTIONS) as Array<[GoodSection, readonly number[]]>;
  return Object.fromEntries(
    sections.map(([section, ids]) => [section, ids.reduce((n, id) => n + (byStatus.get(id) ?? 0), 0)]),
  ) as GoodsCounters;
}

/**
 * The number of the customer's goods in each section (a good may count in several sections), in one prepared
 * statement (the tabs and the sidebar's badge ask for it on every page).
 */
export async function goodsCounters(scope: ReadScope, userId: number): Promise<GoodsCounters> {
  const rows = await readRows(scope, () => countersQuery(scope.db), {
    name: 'goods_counters',
    values: { userId },
  });
  return bySection(new Map(rows.map((row) => [row.statusId, Number(row.n)])));
}
