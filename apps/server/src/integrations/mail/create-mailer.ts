import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Executor } from '../../db/client.js';
import { maskSecrets } from '../../mask-secrets.js';
import type { Mailer } from './mailer.js';
import { addToOutbox, markOutbox } from './outbox.js';

/**
 * Built-in mailer: with no SMTP_URL (a trial start: production requires it) the letter stays in the `email_outbox`
 * table, where an operator reads its links, and its text goes to the log with every token in a link masked (a log is
 * read and shipped by more people than the database). With SMTP_URL it is delivered through SMTP and the outbox row
 * records whether that worked.
 */
export function createMailer(
  db: Executor,
  log: FastifyBaseLogger,
  options: { smtpUrl?: string; from: string },
): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        const id = await addToOutbox(db, mail, 'stored');
        log.info(
          { outboxId: id, to: mail.to, subject: mail.subject },
          `mail stored in outbox (its links in full: email_outbox, id ${id}):\n${maskSecrets(mail.text)}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      const id = await addToOutbox(db, mail, 'pending');
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await markOutbox(db, id, 'sent');
      } catch (error) {
        await markOutbox(db, id, 'failed', (error as Error).message);
        log.error({ outboxId: id, err: error }, 'SMTP delivery failed');
        throw error;
      }
    },
  };
}
