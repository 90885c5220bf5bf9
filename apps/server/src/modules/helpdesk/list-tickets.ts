import { desc, eq, sql } from 'drizzle-orm';
import { totalCount } from '../../db/paginate.js';
import { type PageRequest, readPage, type ReadScope } from '../../db/read/reader.js';
import { tickets } from '../../db/schema/helpdesk.js';
import { ticketColumns } from './queries.js';
import { ticketView } from './views.js';

const { lastMessage, unread, unreadByStaff, ...columns } = ticketColumns;

/**
 * `GET /api/helpDesk/tickets?page`: the customer's tickets, the latest activity first, with unread counts: one
 * prepared statement with the route's session check (the one read API).
 */
export function listTickets(scope: ReadScope, userId: number, page: PageRequest) {
  return readPage(
    scope,
    () =>
      scope.db
        .select({
          ...columns,
          // Named: the page stands as a subquery of the read's statement.
          lastMessage: lastMessage.as('last_message'),
          unread: unread.as('unread'),
          unreadByStaff: unreadByStaff.as('unread_by_staff'),
          total: totalCount,
        })
        .from(tickets)
        .where(eq(tickets.userId, sql.placeholder('userId')))
        .orderBy(desc(tickets.lastMessageAt), desc(tickets.id))
        .$dynamic(),
    page,
    { prepared: { name: 'helpdesk_tickets', values: { userId } }, toItems: (rows) => rows.map(ticketView) },
  );
}
