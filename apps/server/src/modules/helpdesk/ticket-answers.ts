import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import { countPages, type TicketAnswersView } from '@cargo/domain';
import { rowsFromJson, jsonRowsOf } from '../../db/read/json-rows.js';
import { readRows, type ReadScope } from '../../db/read/reader.js';
import { ticketMessages, tickets } from '../../db/schema/helpdesk.js';
import { type ClientSummary, clientSummariesJson } from '../auth/index.js';
import { ticketColumns, ticketNotFound } from './queries.js';
import { autoCloseView, messageView, ticketView } from './views.js';

const { lastMessage, unread, unreadByStaff, ...columns } = ticketColumns;

/** The messages of the ticket a customer may read (internal notes never). */
const visible = and(eq(ticketMessages.ticketId, tickets.id), not(ticketMessages.internal))!;
const visibleCount = sql<number>`(select cast(count(*) as integer) from ${ticketMessages} where ${visible})`;

/**
 * The ticket with its counts, its visible messages' count, the page asked (no page: the last one, where the newest
 * are), that page's messages and their authors: one statement with the route's session check.
 */
function ticketWithPage(
  scope: ReadScope,
  userId: number,
  ticketId: number,
  page: number | undefined,
  size: number,
) {
  const shownPage: SQL<number> =
    page === undefined
      ? sql`greatest(1, ceil(${visibleCount}::numeric / ${size})::integer)`
      : sql`${page}::integer`;
  return readRows(scope, () =>
    scope.db
      .select({
        ...columns,
        // Named: the ticket stands as a subquery of the read's statement.
        lastMessage: lastMessage.as('last_message'),
        unread: unread.as('unread'),
        unreadByStaff: unreadByStaff.as('unread_by_staff'),
        visibleTotal: sql<number>`${visibleCount}`.mapWith(Number).as('visible_total'),
        shownPage: sql<number>`${shownPage}`.mapWith(Number).as('shown_page'),
        messages: jsonRowsOf(ticketMessages, visible, sql`${ticketMessages.id}`, {
          limit: size,
          // bigint: a page number up to 2^31 times the size overflows an integer.
          offset: sql`(${shownPage}::bigint - 1) * ${size}`,
        }).as('messages'),
        authors: clientSummariesJson(
          sql`select ${ticketMessages.authorId} from ${ticketMessages} where ${visible}`,
        ).as('authors'),
      })
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), eq(tickets.userId, userId)))
      .$dynamic(),
  );
}

/**
 * `GET /api/helpDesk/answers/{ticketId}?page`: the customer's ticket and one page of its messages, oldest first
 * (no page: the last one, where the newest are). Internal notes are never read. Opening it marks the ticket seen:
 * written only when there is something unread, so a chat read again and again (polling) writes nothing — one
 * statement then, a second one only to mark it seen. With the ticket comes its auto-close (decision 053): when a
 * ticket waiting for the customer closes itself, or that it did.
 */
export async function ticketAnswers(
  scope: ReadScope,
  userId: number,
  ticketId: number,
  request: { page?: number; size: number; autoCloseDays: number },
): Promise<TicketAnswersView> {
  const { page, size, autoCloseDays } = request;
  const [ticket] = await ticketWithPage(scope, userId, ticketId, page, size);
  if (!ticket) throw ticketNotFound();
  if (ticket.unread > 0) {
    await scope.db
      .update(tickets)
      .set({ customerSeenAt: sql`now()` })
      .where(and(eq(tickets.id, ticketId), eq(tickets.userId, userId)));
  }
  const { messages, authors, visibleTotal, shownPage, ...row } = ticket;
  const written = (typeof authors === 'string' ? JSON.parse(authors) : authors) as ClientSummary[];
  const names = new Map(written.map((author) => [author.id, author]));
  return {
    data: rowsFromJson(ticketMessages, messages).map((message) => messageView(message, names)),
    totalElements: visibleTotal,
    totalPages: countPages(visibleTotal, size),
    page: shownPage,
    ticket: ticketView({ ...row, unread: 0 }),
    autoClose: autoCloseView(row, autoCloseDays),
  };
}
