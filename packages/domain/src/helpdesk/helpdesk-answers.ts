import { z } from 'zod';
import { pageSchema } from '../shared/answers.js';
import { TICKET_OBJECT_TYPES } from './helpdesk.js';

/** The answers of the help-desk calls: the routes serialise with them, the web infers its types from them. */

export const helpDeskTitleSchema = z
  .object({ id: z.number(), name: z.string() })
  .meta({ id: 'HelpDeskTitle' });
export const helpDeskTitlesSchema = z.array(helpDeskTitleSchema);

const statusView = z.object({ id: z.number(), slug: z.string(), title: z.string() });

/** What a ticket is about, with the link the web opens (`/parcels/...`), or null. */
export const ticketObjectSchema = z
  .object({ type: z.enum(TICKET_OBJECT_TYPES), id: z.number(), title: z.string(), link: z.string() })
  .nullable();

export const ticketAttachmentSchema = z.object({ name: z.string(), url: z.string() });

/** A ticket as the customer's list shows it. */
export const ticketSchema = z
  .object({
    id: z.number(),
    titleId: z.number(),
    title: z.string(),
    subject: z.string().nullable(),
    statusId: z.number(),
    status: statusView,
    object: ticketObjectSchema,
    /** The last message's first characters (internal notes never), for the list. */
    lastMessage: z.string().nullable(),
    lastMessageAt: z.string(),
    /** Answers from staff the customer has not seen yet. */
    unread: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'Ticket' });
export type TicketView = z.infer<typeof ticketSchema>;
export const ticketPageSchema = pageSchema(ticketSchema);

/** One message of a ticket. `fromStaff`: written by the service; `internal` only ever appears on the staff side. */
export const ticketMessageSchema = z
  .object({
    id: z.number(),
    ticketId: z.number(),
    text: z.string(),
    fromStaff: z.boolean(),
    authorName: z.string(),
    internal: z.boolean(),
    images: z.array(ticketAttachmentSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'TicketMessage' });
export type TicketMessageView = z.infer<typeof ticketMessageSchema>;

/**
 * The auto-close as the open chat tells it (decision 053): `days` the service waits for the customer's answer;
 * `at` when a ticket waiting for it (8) closes itself, else null; `closedAutomatically` when the auto-close closed it.
 */
export const ticketAutoCloseSchema = z.object({
  days: z.number(),
  at: z.string().nullable(),
  closedAutomatically: z.boolean(),
});
export type TicketAutoClose = z.infer<typeof ticketAutoCloseSchema>;

/** `GET /api/helpDesk/answers/{ticketId}?page`: the ticket and one page of its messages, oldest first. */
export const ticketAnswersSchema = pageSchema(ticketMessageSchema).extend({
  ticket: ticketSchema,
  autoClose: ticketAutoCloseSchema,
});

/** A live event of the open chat besides a new message: the ticket's status changed (a close, a reopen). */
export const ticketStatusEventSchema = z.object({ ticketId: z.number(), statusId: z.number() });
export type TicketStatusEvent = z.infer<typeof ticketStatusEventSchema>;
export type TicketAnswersView = z.infer<typeof ticketAnswersSchema>;

/** The sidebar's count: staff answers not seen yet over all tickets, and the open ticket the modal shows. */
export const helpDeskSummarySchema = z.object({
  unread: z.number(),
  openTicketId: z.number().nullable(),
});

/** The staff queue's row: the customer, the waiting time and the first-response time. */
export const staffTicketSchema = ticketSchema.extend({
  customer: z.object({ id: z.number(), email: z.string(), clientCode: z.string() }),
  /** Customer messages the staff have not seen yet. */
  unreadByStaff: z.number(),
  /** Since when the ticket waits for the service (the customer's last unanswered message), or null. */
  waitingSince: z.string().nullable(),
  /** Seconds from the ticket's creation to the first staff answer, or null before it. */
  firstResponseSeconds: z.number().nullable(),
  assigneeName: z.string().nullable(),
});
export type StaffTicketView = z.infer<typeof staffTicketSchema>;
export const staffTicketPageSchema = pageSchema(staffTicketSchema).extend({
  counts: z.record(z.string(), z.number()),
});
export const staffTicketDetailSchema = z.object({
  ticket: staffTicketSchema,
  messages: z.array(ticketMessageSchema),
});
