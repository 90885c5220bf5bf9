import { integer, pgTable, text, timestamptz } from './columns.js';

/** Every letter the service sends is written here first; the mailer marks what it delivered. */
export const emailOutbox = pgTable('email_outbox', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  recipient: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  /** pending: waiting for SMTP; sent: delivered to SMTP; failed: SMTP refused; stored: no SMTP configured. */
  status: text().notNull().default('pending'),
  error: text(),
  createdAt: timestamptz().notNull().defaultNow(),
  sentAt: timestamptz(),
});
