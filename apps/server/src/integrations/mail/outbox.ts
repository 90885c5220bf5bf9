import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/mail.js';
import type { OutgoingMail } from './mailer.js';

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'stored';

export async function addToOutbox(db: Executor, mail: OutgoingMail, status: OutboxStatus): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ recipient: mail.to, subject: mail.subject, body: mail.text, status })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

export async function markOutbox(db: Executor, id: number, status: OutboxStatus, error?: string) {
  await db
    .update(emailOutbox)
    .set({ status, error: error ?? null, sentAt: status === 'sent' ? new Date() : null })
    .where(eq(emailOutbox.id, id));
}
