import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { tickets } from '../../db/schema/helpdesk.js';
import { ticketColumns } from './queries.js';
import { staffTicketViews } from './staff-views.js';

/**
 * `GET /api/staff/helpdesk/tickets?statusId&page`: the staff queue. Tickets waiting for the service longest come
 * first (by their first unanswered customer message), then the others by the latest activity; with the number of
 * tickets in each status for the tabs.
 */
export async function staffQueue(db: Executor, statusId: number | undefined, page: PageRequest) {
  const list = await paginate(
    () =>
      db
        .select({ ...ticketColumns, total: totalCount })
        .from(tickets)
        .where(statusId === undefined ? undefined : eq(tickets.statusId, statusId))
        .orderBy(sql`${tickets.waitingSince} asc nulls last`, desc(tickets.lastMessageAt), asc(tickets.id))
        .$dynamic(),
    page,
    (rows) => staffTicketViews(db, rows),
  );
  const counted = await db
    .select({ statusId: tickets.statusId, count: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
    .from(tickets)
    .groupBy(tickets.statusId);
  const counts = Object.fromEntries(counted.map((row) => [String(row.statusId), row.count]));
  return { ...list, counts };
}
