import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ticketMessages, tickets } from '../../db/schema/helpdesk.js';

/**
 * The dashboard's count of support answers the customer has not read (staff messages, never internal notes, newer
 * than the customer last saw the ticket) — the sidebar's count of GET /api/helpDesk/summary — for its one statement.
 */
export function unreadAnswersCount(userId: number): SQL<number> {
  return sql<number>`(select cast(count(*) as integer) from ${ticketMessages}
    inner join ${tickets} on ${eq(tickets.id, ticketMessages.ticketId)}
    where ${and(
      eq(tickets.userId, userId),
      eq(ticketMessages.fromStaff, true),
      eq(ticketMessages.internal, false),
      sql`${ticketMessages.createdAt} > ${tickets.customerSeenAt}`,
    )})`.mapWith(Number);
}
