import { sql } from 'drizzle-orm';
import { COMMON_MESSAGES, statusAfter, TICKET_STATUS } from '@cargo/domain';
import type { Database } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { tickets } from '../../db/schema/helpdesk.js';
import { conflict } from '../../errors.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { readTicket, ticketNotFound } from './queries.js';
import { staffTicketViews } from './staff-views.js';

/** The staff's action that leads to each status they may set (a ticket is new only until someone acts on it). */
const ACTION_TO: Partial<Record<number, 'open' | 'wait' | 'close'>> = {
  [TICKET_STATUS.OPEN]: 'open',
  [TICKET_STATUS.WAITING_CUSTOMER]: 'wait',
  [TICKET_STATUS.CLOSED]: 'close',
};

/**
 * `POST /api/staff/helpdesk/tickets/{id}/status`: the staff move a ticket along the transition table (409 when
 * no row allows it, a ticket already in that status included). Waiting for the customer starts the auto-close
 * clock; a close tells the customer (an event).
 */
export async function changeTicketStatus(
  db: Database,
  actor: StaffActor,
  ticketId: number,
  statusId: number,
) {
  const action = ACTION_TO[statusId];
  return db.transaction(async (tx) => {
    if (!action) {
      await readTicket(tx, ticketId);
      throw conflict('STATUS_CONFLICT', COMMON_MESSAGES.statusConflict);
    }
    let from = 0;
    const after = await updateStatus(tx, {
      table: tickets,
      entity: 'ticket',
      actor: 'staff',
      action,
      id: ticketId,
      notFound: ticketNotFound,
      set: (current) => {
        from = current.statusId;
        const waiting =
          statusAfter('ticket', 'staff', action, current.statusId) === TICKET_STATUS.WAITING_CUSTOMER;
        return { waitingCustomerSince: waiting ? sql`now()` : null, autoClosedAt: null };
      },
    });
    await recordStaffAction(tx, actor, {
      action: 'ticket.status',
      objectType: 'ticket',
      objectId: ticketId,
      customerId: after.userId,
      changes: { statusId: [from, after.statusId] },
    });
    const [view] = await staffTicketViews(tx, [await readTicket(tx, ticketId)]);
    return view!;
  });
}
