import { eq, sql } from 'drizzle-orm';
import type { TicketMessageView } from '@cargo/domain';
import type { Database } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { tickets } from '../../db/schema/helpdesk.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { checkAttachments } from './checks.js';
import { insertMessage } from './messages.js';
import { lockTicket, ticketNotFound } from './queries.js';
import { preview } from './views.js';

/**
 * `POST /api/staff/helpdesk/tickets/{id}/answers`: the staff's answer (action `answer`: the ticket waits for the
 * customer, the auto-close counts from now) with the customer's event, or an internal note, which changes no
 * status, makes no event and never reaches the customer. The images are the staff member's own uploads.
 */
export async function staffAnswer(
  db: Database,
  actor: StaffActor,
  ticketId: number,
  input: { message: string; images: string[]; internal: boolean },
): Promise<TicketMessageView> {
  return db.transaction(async (tx) => {
    const before = await lockTicket(tx, ticketId);
    const images = await checkAttachments(tx, actor.id, input.images);
    const message = { ticketId, authorId: actor.id, fromStaff: true, body: input.message, images };
    const audit = (action: string, view: TicketMessageView, statusId?: number) =>
      recordStaffAction(tx, actor, {
        action,
        objectType: 'ticket',
        objectId: ticketId,
        customerId: before.userId,
        changes: {
          message: [null, view.id],
          ...(statusId !== undefined && statusId !== before.statusId
            ? { statusId: [before.statusId, statusId] }
            : {}),
        },
      });
    if (input.internal) {
      await tx
        .update(tickets)
        .set({ staffSeenAt: sql`now()` })
        .where(eq(tickets.id, ticketId));
      const note = await insertMessage(tx, { ...message, internal: true });
      await audit('ticket.note', note);
      return note;
    }
    const after = await updateStatus(tx, {
      table: tickets,
      entity: 'ticket',
      actor: 'staff',
      action: 'answer',
      id: ticketId,
      notFound: ticketNotFound,
      set: {
        firstResponseAt: sql`coalesce(${tickets.firstResponseAt}, now())`,
        waitingSince: null,
        waitingCustomerSince: sql`now()`,
        lastMessageAt: sql`now()`,
        staffSeenAt: sql`now()`,
        assigneeId: sql`coalesce(${tickets.assigneeId}, ${actor.id})`,
      },
      // The customer's event (decision 059) carries the start of the answer; internal notes never make one.
      eventData: () => ({ preview: preview(input.message) }),
    });
    const answer = await insertMessage(tx, message);
    await audit('ticket.answer', answer, after.statusId);
    return answer;
  });
}
