import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { tickets } from '../../db/schema/helpdesk.js';
import { ticketColumns } from './queries.js';
import { ticketView } from './views.js';

/** `GET /api/helpDesk/tickets?page`: the customer's tickets, the latest activity first, with unread counts. */
export function listTickets(db: Executor, userId: number, page: PageRequest) {
  return paginate(
    () =>
      db
        .select({ ...ticketColumns, total: totalCount })
        .from(tickets)
        .where(eq(tickets.userId, userId))
        .orderBy(desc(tickets.lastMessageAt), desc(tickets.id))
        .$dynamic(),
    page,
    (rows) => rows.map(ticketView),
  );
}
