import { and, eq, sql } from 'drizzle-orm';
import { HELPDESK_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { tickets } from '../../db/schema/helpdesk.js';
import { notFound } from '../../errors.js';

// Drizzle leaves columns unqualified in a one-table select, so the correlated subqueries name theirs in full.
const m = (column: string) => `"ticket_messages"."${column}"`;
const t = (column: string) => `"tickets"."${column}"`;
const ofTicket = `${m('ticket_id')} = ${t('id')}`;

/** The ticket's last message a customer may see (internal notes never), for the lists. */
const lastVisibleMessage = sql<string | null>`${sql.raw(
  `(select ${m('body')} from "ticket_messages" where ${ofTicket} and not ${m('internal')}
    order by ${m('id')} desc limit 1)`,
)}`;

/** Staff answers written after the customer's last look (internal notes are not the customer's to read). */
const unreadByCustomer = sql<number>`${sql.raw(
  `(select cast(count(*) as integer) from "ticket_messages" where ${ofTicket} and ${m('from_staff')}
    and not ${m('internal')} and ${m('created_at')} > ${t('customer_seen_at')})`,
)}`.mapWith(Number);

/** Customer messages written after the staff's last look (all of them before the staff first opened it). */
const unreadByStaff = sql<number>`${sql.raw(
  `(select cast(count(*) as integer) from "ticket_messages" where ${ofTicket} and not ${m('from_staff')}
    and (${t('staff_seen_at')} is null or ${m('created_at')} > ${t('staff_seen_at')}))`,
)}`.mapWith(Number);

/** A ticket's row with what its views need: the last visible message and both sides' unread counts. */
export const ticketColumns = {
  id: tickets.id,
  userId: tickets.userId,
  titleId: tickets.titleId,
  subject: tickets.subject,
  statusId: tickets.statusId,
  objectType: tickets.objectType,
  objectId: tickets.objectId,
  assigneeId: tickets.assigneeId,
  waitingSince: tickets.waitingSince,
  firstResponseAt: tickets.firstResponseAt,
  lastMessageAt: tickets.lastMessageAt,
  waitingCustomerSince: tickets.waitingCustomerSince,
  autoClosedAt: tickets.autoClosedAt,
  createdAt: tickets.createdAt,
  lastMessage: lastVisibleMessage,
  unread: unreadByCustomer,
  unreadByStaff,
};

export interface TicketRow {
  id: number;
  userId: number;
  titleId: number;
  subject: string | null;
  statusId: number;
  objectType: string | null;
  objectId: number | null;
  assigneeId: number | null;
  waitingSince: Date | null;
  firstResponseAt: Date | null;
  lastMessageAt: Date;
  waitingCustomerSince: Date | null;
  autoClosedAt: Date | null;
  createdAt: Date;
  lastMessage: string | null;
  unread: number;
  unreadByStaff: number;
}

export const ticketNotFound = () => notFound(HELPDESK_MESSAGES.ticketNotFound);

/** One ticket with its counts; the customer's own only when `userId` is given (404 otherwise, as if absent). */
export async function readTicket(db: Executor, id: number, userId?: number): Promise<TicketRow> {
  const owned = userId === undefined ? undefined : eq(tickets.userId, userId);
  const [row] = await db
    .select(ticketColumns)
    .from(tickets)
    .where(and(eq(tickets.id, id), owned));
  if (!row) throw ticketNotFound();
  return row;
}

/** The row alone (no counts), locked for the rest of the caller's transaction; 404 when not the customer's. */
export async function lockTicket(db: Executor, id: number, userId?: number) {
  const owned = userId === undefined ? undefined : eq(tickets.userId, userId);
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), owned))
    .for('update');
  if (!row) throw ticketNotFound();
  return row;
}
