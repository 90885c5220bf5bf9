import { NOTIFICATION_RETRY_LIMIT } from '@cargo/domain';

/**
 * Every queue of the job queue (docs/decisions/029), created when the database is migrated, so a job can be
 * enqueued inside any transaction from the first start on. A module owns the handler of its queues
 * (`modules/<m>/jobs.ts`); the names and retry policies live here, in one list.
 */
export const QUEUES = {
  /** An event to fan out into one delivery per enabled channel (notifications). */
  notify: { name: 'notify', retryLimit: 10, retryDelay: 2, retryBackoff: true, deadLetter: 'dead-letters' },
  /** One e-mail of one event (notifications). */
  deliverEmail: {
    name: 'deliver-email',
    retryLimit: NOTIFICATION_RETRY_LIMIT - 1,
    retryDelay: 5,
    retryBackoff: true,
    deadLetter: 'dead-letters',
  },
  /** One Telegram message of one event (notifications). */
  deliverTelegram: {
    name: 'deliver-telegram',
    retryLimit: NOTIFICATION_RETRY_LIMIT - 1,
    retryDelay: 5,
    retryBackoff: true,
    deadLetter: 'dead-letters',
  },
  /** The scheduled auto-close of tickets waiting for the customer (helpdesk). */
  ticketAutoClose: { name: 'ticket-auto-close', retryLimit: 2, retryDelay: 60, retryBackoff: false },
  /** The daily storage fees and the reminders before them (goods, decision 031). */
  storageFees: { name: 'storage-fees', retryLimit: 2, retryDelay: 60, retryBackoff: false },
  /** Jobs that failed every attempt, kept for the staff's dead-letter view; nobody works this queue. */
  deadLetters: { name: 'dead-letters', retryLimit: 0, retryDelay: 0, retryBackoff: false },
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

/** Dead-letter queues first: a queue's `deadLetter` must exist when it is created. */
export const QUEUE_CREATION_ORDER = [
  QUEUES.deadLetters,
  QUEUES.notify,
  QUEUES.deliverEmail,
  QUEUES.deliverTelegram,
  QUEUES.ticketAutoClose,
  QUEUES.storageFees,
] as const;

/** The schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';
