import { and, asc, eq, not, sql } from 'drizzle-orm';
import { countPages, type TicketAnswersView } from '@cargo/domain';
import type { Database } from '../../db/client.js';
import { ticketMessages, tickets } from '../../db/schema/helpdesk.js';
import { authorsOf } from './messages.js';
import { readTicket } from './queries.js';
import { autoCloseView, messageView, ticketView } from './views.js';

/**
 * `GET /api/helpDesk/answers/{ticketId}?page`: the customer's ticket and one page of its messages, oldest first
 * (no page: the last one, where the newest are). Internal notes are never read. Opening it marks the ticket seen:
 * written only when there is something unread, so a chat read again and again (polling) writes nothing. With the
 * ticket comes its auto-close (decision 053): when a ticket waiting for the customer closes itself, or that it did.
 */
export async function ticketAnswers(
  db: Database,
  userId: number,
  ticketId: number,
  request: { page?: number; size: number; autoCloseDays: number },
): Promise<TicketAnswersView> {
  const { page, size, autoCloseDays } = request;
  const ticket = await readTicket(db, ticketId, userId);
  if (ticket.unread > 0) {
    await db
      .update(tickets)
      .set({ customerSeenAt: sql`now()` })
      .where(and(eq(tickets.id, ticketId), eq(tickets.userId, userId)));
  }
  const visible = and(eq(ticketMessages.ticketId, ticketId), not(ticketMessages.internal));
  const [counted] = await db
    .select({ total: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
    .from(ticketMessages)
    .where(visible);
  const total = counted?.total ?? 0;
  const current = page ?? Math.max(1, Math.ceil(total / size));
  const rows = await db
    .select()
    .from(ticketMessages)
    .where(visible)
    .orderBy(asc(ticketMessages.id))
    .limit(size)
    .offset((current - 1) * size);
  const authors = await authorsOf(db, rows);
  return {
    data: rows.map((row) => messageView(row, authors)),
    totalElements: total,
    totalPages: countPages(total, size),
    page: current,
    ticket: ticketView({ ...ticket, unread: 0 }),
    autoClose: autoCloseView(ticket, autoCloseDays),
  };
}
