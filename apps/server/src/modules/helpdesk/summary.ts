import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { TICKET_STATUS } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { ticketMessages, tickets } from '../../db/schema/helpdesk.js';

/**
 * `GET /api/helpDesk/summary`: the sidebar's unread count (staff answers the customer has not seen, internal
 * notes never) and the customer's latest ticket not closed, which the request-support modal opens.
 */
export async function helpDeskSummary(db: Executor, userId: number) {
  const [unread] = await db
    .select({ count: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(
      and(
        eq(tickets.userId, userId),
        eq(ticketMessages.fromStaff, true),
        eq(ticketMessages.internal, false),
        sql`${ticketMessages.createdAt} > ${tickets.customerSeenAt}`,
      ),
    );
  const [open] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.userId, userId), ne(tickets.statusId, TICKET_STATUS.CLOSED)))
    .orderBy(desc(tickets.lastMessageAt), desc(tickets.id))
    .limit(1);
  return { unread: unread?.count ?? 0, openTicketId: open?.id ?? null };
}
