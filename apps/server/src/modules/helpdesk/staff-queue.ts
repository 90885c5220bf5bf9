import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TicketObjectType } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { tickets } from '../../db/schema/helpdesk.js';
import { deskSearchCondition } from '../auth/index.js';
import { customersWithPassport } from '../recipients/index.js';
import { ticketColumns } from './queries.js';
import { staffTicketViews } from './staff-views.js';

/** Whose or what tickets the queue shows: a customer's, an object's, the desk search's (decision 050). */
export interface QueueFilter {
  customerId?: number;
  objectType?: TicketObjectType;
  objectId?: number;
  q?: string;
}

function queueCondition(db: Executor, filter: QueueFilter): SQL | undefined {
  return and(
    filter.customerId === undefined ? undefined : eq(tickets.userId, filter.customerId),
    filter.objectType === undefined ? undefined : eq(tickets.objectType, filter.objectType),
    filter.objectId === undefined ? undefined : eq(tickets.objectId, filter.objectId),
    deskSearchCondition(db, filter.q, {
      owner: tickets.userId,
      numbers: [tickets.id],
      alsoCustomers: customersWithPassport(db, filter.q),
    }),
  );
}

/**
 * `GET /api/staff/helpdesk/tickets?statusId&page`: the staff queue. Tickets waiting for the service longest come
 * first (by their first unanswered customer message), then the others by the latest activity; with the number of
 * tickets in each status for the tabs.
 */
export async function staffQueue(
  db: Executor,
  statusId: number | undefined,
  page: PageRequest,
  filter: QueueFilter = {},
) {
  const narrowed = queueCondition(db, filter);
  const list = await paginate(
    db,
    () =>
      db
        .select({ ...ticketColumns, total: totalCount })
        .from(tickets)
        .where(and(statusId === undefined ? undefined : eq(tickets.statusId, statusId), narrowed))
        .orderBy(sql`${tickets.waitingSince} asc nulls last`, desc(tickets.lastMessageAt), asc(tickets.id))
        .$dynamic(),
    page,
    (rows) => staffTicketViews(db, rows),
  );
  const counted = await db
    .select({ statusId: tickets.statusId, count: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
    .from(tickets)
    .where(narrowed)
    .groupBy(tickets.statusId);
  const counts = Object.fromEntries(counted.map((row) => [String(row.statusId), row.count]));
  return { ...list, counts };
}
