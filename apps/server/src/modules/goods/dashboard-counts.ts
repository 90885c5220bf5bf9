import { sql, type SQL } from 'drizzle-orm';
import { GOOD_SECTIONS } from '@cargo/domain';
import { goods } from '../../db/schema/goods.js';
import { goodsCountIn } from './goods-counters.js';

/**
 * The dashboard's goods counters as scalar subqueries the dashboard puts in its one statement: each sums its
 * section's statuses in goods_status_counts (a few rows, decision 037), so neither the customer's archive nor the
 * goods waiting in the tile's own section are read one by one. The sections are the list's own (GOOD_SECTIONS), so
 * a tile shows what its tab lists.
 */
export function goodsDashboardCounts(userId: number): {
  waiting: SQL<number>;
  problem: SQL<number>;
  any: SQL<boolean>;
} {
  return {
    waiting: goodsCountIn(userId, GOOD_SECTIONS.waiting),
    problem: goodsCountIn(userId, GOOD_SECTIONS.problem),
    any: sql<boolean>`exists (select 1 from ${goods} where ${goods.userId} = ${userId})`,
  };
}
