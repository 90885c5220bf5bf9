import { sql } from 'drizzle-orm';
import type { TicketMessageView } from '@cargo/domain';
import type { Database } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { tickets } from '../../db/schema/helpdesk.js';
import { checkAttachments } from './checks.js';
import { insertMessage } from './messages.js';
import { ticketNotFound } from './queries.js';

/**
 * `POST /api/helpDesk/answers/{ticketId}`: the customer's message. Action `reply`: a new ticket stays new, any
 * other (a closed one too) is open again; the ticket waits for the service from its first unanswered message.
 */
export async function answerTicket(
  db: Database,
  userId: number,
  ticketId: number,
  input: { message: string; images: string[] },
): Promise<TicketMessageView> {
  return db.transaction(async (tx) => {
    await updateStatus(tx, {
      table: tickets,
      entity: 'ticket',
      actor: 'customer',
      action: 'reply',
      id: ticketId,
      ownerId: userId,
      notFound: ticketNotFound,
      set: {
        waitingSince: sql`coalesce(${tickets.waitingSince}, now())`,
        waitingCustomerSince: null,
        lastMessageAt: sql`now()`,
        customerSeenAt: sql`now()`,
      },
    });
    const images = await checkAttachments(tx, userId, input.images);
    return insertMessage(tx, { ticketId, authorId: userId, fromStaff: false, body: input.message, images });
  });
}
