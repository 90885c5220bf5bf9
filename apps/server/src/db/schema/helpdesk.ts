import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamptz } from './columns.js';
import { users } from './users.js';

/**
 * A help-desk ticket (decision 028). `customerSeenAt` / `staffSeenAt`: each side's last look, from which the unread
 * counts are taken (messages of the other side written after it). `waitingSince`: the customer's first unanswered
 * message, for the staff queue's waiting time; `firstResponseAt`: the first staff answer.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleId: smallint().notNull(),
    subject: text(),
    statusId: smallint().notNull(),
    /** What the ticket is about: one of the customer's own objects (checked at creation), or null. */
    objectType: text(),
    objectId: integer(),
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    customerSeenAt: timestamptz().notNull().defaultNow(),
    staffSeenAt: timestamptz(),
    waitingSince: timestamptz(),
    firstResponseAt: timestamptz(),
    lastMessageAt: timestamptz().notNull().defaultNow(),
    /** When the ticket started waiting for the customer (status 8): the auto-close counts from here. */
    waitingCustomerSince: timestamptz(),
    /** When the auto-close closed it (decision 053), so the chat says so; null after any other close. */
    autoClosedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.lastMessageAt.desc()),
    index('tickets_status_idx').on(t.statusId, t.lastMessageAt),
    // The owner's report (decision 065): tickets opened and first answered in a date range.
    index('tickets_created_at_idx').on(t.createdAt),
    index('tickets_first_response_at_idx')
      .on(t.firstResponseAt)
      .where(sql`${t.firstResponseAt} is not null`),
    index('tickets_waiting_customer_idx')
      .on(t.waitingCustomerSince)
      .where(sql`${t.statusId} = 8`),
  ],
);

/** One message of a ticket; `internal` notes are the staff's own and never reach the customer. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromStaff: boolean().notNull(),
    internal: boolean().notNull().default(false),
    body: text().notNull(),
    /** Uploaded image names (the image storage's), each checked to be the author's own upload. */
    images: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('ticket_messages_ticket_idx').on(t.ticketId, t.id),
    // The answers a customer can read, by ticket and time: the unread count (the dashboard's tile, the sidebar's)
    // reads only the answers newer than the customer's last look, never the chat's history (decision 042).
    index('ticket_messages_staff_answers_idx')
      .on(t.ticketId, t.createdAt)
      .where(sql`${t.fromStaff} and not ${t.internal}`),
  ],
);
