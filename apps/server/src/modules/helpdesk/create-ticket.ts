import { type CreateTicketInput, createTicketSchema, TICKET_INITIAL_STATUS } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { tickets } from '../../db/schema/helpdesk.js';
import { checkAttachments, checkTicketObject } from './checks.js';
import { insertMessage } from './messages.js';
import { readTicket } from './queries.js';
import { ticketView } from './views.js';

type CreateTicket = z.output<typeof createTicketSchema> & CreateTicketInput;

/**
 * `POST /api/helpDesk`: a new ticket (status new) with the customer's first message. The object it is about must
 * be the customer's own and the images their own uploads; the ticket waits for the service from this message on.
 */
export async function createTicket(db: Database, userId: number, input: CreateTicket) {
  return db.transaction(async (tx) => {
    const object = await checkTicketObject(tx, userId, input.objectType, input.objectId);
    const images = await checkAttachments(tx, userId, input.images);
    // The database's clock, as every message's `createdAt`: the unread counts compare the two.
    const now = sql`now()`;
    const [ticket] = await tx
      .insert(tickets)
      .values({
        userId,
        titleId: input.titleId,
        subject: input.subject ? input.subject : null,
        statusId: TICKET_INITIAL_STATUS.created,
        objectType: object?.objectType ?? null,
        objectId: object?.objectId ?? null,
        customerSeenAt: now,
        waitingSince: now,
        lastMessageAt: now,
      })
      .returning({ id: tickets.id });
    await insertMessage(tx, {
      ticketId: ticket!.id,
      authorId: userId,
      fromStaff: false,
      body: input.message,
      images,
    });
    return ticketView(await readTicket(tx, ticket!.id));
  });
}
