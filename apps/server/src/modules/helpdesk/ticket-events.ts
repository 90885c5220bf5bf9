import type { Executor } from '../../db/client.js';
import { recordEvents } from '../../db/events.js';
import { preview, titleOf } from './views.js';

interface TicketFacts {
  id: number;
  userId: number;
  titleId: number;
  subject: string | null;
}

/**
 * The customer's event of a staff answer, a close or the auto-close (tickets get no automatic events from the guarded update):
 * written with its `notify` job in the caller's transaction. Internal notes never make one.
 */
export function recordTicketEvent(
  db: Executor,
  ticket: TicketFacts,
  change: {
    action: 'answer' | 'close' | 'autoClose';
    actor: 'staff' | 'system';
    fromStatusId: number;
    statusId: number;
    text?: string;
    /** The auto-close's wait, for its notification's text. */
    days?: number;
  },
) {
  return recordEvents(db, [
    {
      userId: ticket.userId,
      kind: 'ticket',
      objectId: ticket.id,
      fromStatusId: change.fromStatusId,
      statusId: change.statusId,
      action: change.action,
      actor: change.actor,
      data: {
        ticketId: ticket.id,
        title: titleOf(ticket.titleId),
        subject: ticket.subject,
        preview: preview(change.text ?? null),
        ...(change.days === undefined ? {} : { days: change.days }),
      },
    },
  ]);
}
