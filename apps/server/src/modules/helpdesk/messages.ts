import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ticketMessages } from '../../db/schema/helpdesk.js';
import { clientsByIds } from '../auth/index.js';
import { type AuthorNames, type MessageRow, messageView } from './views.js';

export interface NewMessage {
  ticketId: number;
  authorId: number;
  fromStaff: boolean;
  internal?: boolean;
  body: string;
  images: string[];
}

/** Writes one message in the caller's transaction and answers its view. */
export async function insertMessage(db: Executor, message: NewMessage) {
  const [row] = await db
    .insert(ticketMessages)
    .values({ ...message, internal: message.internal ?? false })
    .returning();
  return messageView(row!, await authorsOf(db, [row!]));
}

/** The authors' names of some messages, read at once. */
export async function authorsOf(db: Executor, rows: readonly MessageRow[]): Promise<AuthorNames> {
  return clientsByIds(
    db,
    rows.map((row) => row.authorId),
  );
}

/** Every message of a ticket, oldest first, internal notes included (the staff's view). */
export async function allMessages(db: Executor, ticketId: number) {
  const rows = await db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.id));
  const authors = await authorsOf(db, rows);
  return rows.map((row) => messageView(row, authors));
}
