import { inArray, sql, type SQL } from 'drizzle-orm';
import { GOOD_SECTIONS } from '@cargo/domain';
import { goods } from '../../db/schema/goods.js';

const countIn = (userId: number, statusIds: readonly number[]) =>
  sql<number>`(select cast(count(*) as integer) from ${goods}
    where ${goods.userId} = ${userId} and ${inArray(goods.statusId, [...statusIds])})`.mapWith(Number);

/**
 * The dashboard's goods counters as scalar subqueries the dashboard puts in its one statement: each counts only
 * its section's statuses through goods_user_status_idx (an index-only range scan), so a customer's 10,000 archived
 * or sent goods are never read. The sections are the list's own (GOOD_SECTIONS), so a tile shows what its tab lists.
 */
export function goodsDashboardCounts(userId: number): {
  waiting: SQL<number>;
  problem: SQL<number>;
  any: SQL<boolean>;
} {
  return {
    waiting: countIn(userId, GOOD_SECTIONS.waiting),
    problem: countIn(userId, GOOD_SECTIONS.problem),
    any: sql<boolean>`exists (select 1 from ${goods} where ${goods.userId} = ${userId})`,
  };
}
