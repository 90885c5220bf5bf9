import type { Mailer } from '../mail/mailer.js';
import type { Notifier } from './notifier.js';

/**
 * E-mail over the app's mailer: the letter goes to the mail outbox and, with SMTP_URL, through SMTP; a refused
 * letter throws (create-mailer.ts), which fails the delivery's attempt.
 */
export function emailNotifier(mailer: Mailer): Notifier {
  return {
    channel: 'email',
    async send(to, message) {
      await mailer.send({
        to,
        subject: message.subject,
        text: `${message.text}\n\nОткрыть в личном кабинете: ${message.link}`,
      });
    },
  };
}
