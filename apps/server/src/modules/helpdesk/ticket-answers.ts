import { and, asc, eq, not, sql } from 'drizzle-orm';
import { countPages, type TicketAnswersView } from '@cargo/domain';
import type { Database } from '../../db/client.js';
import { totalCount } from '../../db/paginate.js';
import { ticketMessages, tickets } from '../../db/schema/helpdesk.js';
import { authorsOf } from './messages.js';
import { readTicket } from './queries.js';
import { messageView, ticketView } from './views.js';

/**
 * `GET /api/helpDesk/answers/{ticketId}?page`: the customer's ticket and one page of its messages, oldest first
 * (no page: the last one, where the newest are). Internal notes are never read. Opening it marks the ticket seen.
 */
export async function ticketAnswers(
  db: Database,
  userId: number,
  ticketId: number,
  request: { page?: number; size: number },
): Promise<TicketAnswersView> {
  const { page, size } = request;
  return db.transaction(async (tx) => {
    await readTicket(tx, ticketId, userId);
    await tx
      .update(tickets)
      .set({ customerSeenAt: sql`now()` })
      .where(and(eq(tickets.id, ticketId), eq(tickets.userId, userId)));
    const visible = and(eq(ticketMessages.ticketId, ticketId), not(ticketMessages.internal));
    const [{ total } = { total: 0 }] = await tx
      .select({ total: totalCount })
      .from(ticketMessages)
      .where(visible)
      .limit(1);
    const current = page ?? Math.max(1, countPages(total, size));
    const rows = await tx
      .select()
      .from(ticketMessages)
      .where(visible)
      .orderBy(asc(ticketMessages.id))
      .limit(size)
      .offset((current - 1) * size);
    const authors = await authorsOf(tx, rows);
    return {
      data: rows.map((row) => messageView(row, authors)),
      totalElements: total,
      totalPages: countPages(total, size),
      page: current,
      ticket: ticketView(await readTicket(tx, ticketId, userId)),
    };
  });
}
