import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tickets } from '../../db/schema/helpdesk.js';
import { allMessages } from './messages.js';
import { readTicket } from './queries.js';
import { staffTicketViews } from './staff-views.js';

/** `GET /api/staff/helpdesk/tickets/{id}`: the ticket and all its messages, internal notes included; marks it seen. */
export async function staffTicket(db: Database, ticketId: number) {
  return db.transaction(async (tx) => {
    await readTicket(tx, ticketId);
    await tx
      .update(tickets)
      .set({ staffSeenAt: sql`now()` })
      .where(eq(tickets.id, ticketId));
    const [ticket] = await staffTicketViews(tx, [await readTicket(tx, ticketId)]);
    return { ticket: ticket!, messages: await allMessages(tx, ticketId) };
  });
}
