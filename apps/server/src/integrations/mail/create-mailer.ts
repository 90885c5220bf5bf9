import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Executor } from '../../db/client.js';
import type { Mailer } from './mailer.js';
import { addToOutbox, markOutbox } from './outbox.js';

/**
 * Built-in mailer: with no SMTP_URL the letter stays in the `email_outbox` table and its text goes to the log,
 * so password resets work on a machine with no mail server. With SMTP_URL it is delivered through SMTP and the
 * outbox row records whether that worked.
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
          `mail stored in outbox:\n${mail.text}`,
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
