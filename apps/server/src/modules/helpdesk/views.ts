import {
  customerObjectPath,
  ticketTitleOf,
  TICKET_OBJECT_TITLE,
  TICKET_STATUS,
  TICKET_STATUS_SLUG,
  TICKET_STATUS_TITLE,
  type TicketAutoClose,
  type TicketMessageView,
  type TicketObjectType,
  type TicketView,
} from '@cargo/domain';
import { imageUrl } from '../uploads/index.js';
import type { TicketRow } from './queries.js';

/** Characters of the last message the lists show. */
const PREVIEW_LENGTH = 200;

export const preview = (text: string | null) =>
  text === null ? null : text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;

export const titleOf = ticketTitleOf;

export const statusView = (statusId: number) => ({
  id: statusId,
  slug: TICKET_STATUS_SLUG[statusId] ?? String(statusId),
  title: TICKET_STATUS_TITLE[statusId] ?? String(statusId),
});

/** The web page of the object a ticket is about (the domain's one path per object), for the customer and staff. */
export const objectLink = (type: TicketObjectType, id: number): string => customerObjectPath(type, id);

function objectView(row: Pick<TicketRow, 'objectType' | 'objectId'>): TicketView['object'] {
  if (row.objectType === null || row.objectId === null) return null;
  const type = row.objectType as TicketObjectType;
  return {
    type,
    id: row.objectId,
    title: `${TICKET_OBJECT_TITLE[type]} №${row.objectId}`,
    link: objectLink(type, row.objectId),
  };
}

/** A ticket as the customer sees it. */
export function ticketView(row: TicketRow): TicketView {
  return {
    id: row.id,
    titleId: row.titleId,
    title: titleOf(row.titleId),
    subject: row.subject,
    statusId: row.statusId,
    status: statusView(row.statusId),
    object: objectView(row),
    lastMessage: preview(row.lastMessage),
    lastMessageAt: row.lastMessageAt.toISOString(),
    unread: row.unread,
    createdAt: row.createdAt.toISOString(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The auto-close the chat tells the customer of (decision 053): in advance while it waits, and once it happened. */
export function autoCloseView(
  row: Pick<TicketRow, 'statusId' | 'waitingCustomerSince' | 'autoClosedAt'>,
  days: number,
): TicketAutoClose {
  const waiting = row.statusId === TICKET_STATUS.WAITING_CUSTOMER && row.waitingCustomerSince !== null;
  return {
    days,
    at: waiting ? new Date(row.waitingCustomerSince!.getTime() + days * DAY_MS).toISOString() : null,
    closedAutomatically: row.statusId === TICKET_STATUS.CLOSED && row.autoClosedAt !== null,
  };
}

export interface MessageRow {
  id: number;
  ticketId: number;
  authorId: number;
  fromStaff: boolean;
  internal: boolean;
  body: string;
  images: string[];
  createdAt: Date;
}

/** What the authors are called: the staff member's name (or «Поддержка»), the customer's name or e-mail. */
export type AuthorNames = ReadonlyMap<number, { email: string; name: string | null }>;

export function messageView(row: MessageRow, authors: AuthorNames): TicketMessageView {
  const author = authors.get(row.authorId);
  const authorName = row.fromStaff
    ? (author?.name ?? 'Поддержка')
    : (author?.name ?? author?.email ?? 'Клиент');
  return {
    id: row.id,
    ticketId: row.ticketId,
    text: row.body,
    fromStaff: row.fromStaff,
    authorName,
    internal: row.internal,
    images: row.images.map((name) => ({ name, url: imageUrl(name) })),
    createdAt: row.createdAt.toISOString(),
  };
}
