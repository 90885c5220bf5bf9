import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { DEFAULT_TICKET_AUTO_CLOSE_DAYS, TICKET_STATUS } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { tickets } from '../../db/schema/helpdesk.js';
import { AppError } from '../../errors.js';
import { QUEUES } from '../../jobs/queues.js';
import type { AnswerPublisher } from './publisher.js';
import { ticketNotFound } from './queries.js';

/** Every 15 minutes, once across all instances (the queue's schedule). */
export const AUTO_CLOSE_CRON = '*/15 * * * *';

/** Days a ticket waits for the customer before it closes itself (the config's, else the domain's default). */
export const autoCloseDaysOf = (ctx: AppContext) =>
  ctx.config.ticketAutoCloseDays ?? DEFAULT_TICKET_AUTO_CLOSE_DAYS;

/**
 * The help desk's scheduled work: the auto-close of tickets that waited for the customer too long. Each close is
 * announced to the ticket's open chats once committed (decision 053).
 */
export function registerHelpdeskJobs(ctx: AppContext, publisher: Pick<AnswerPublisher, 'publishStatus'>) {
  const days = autoCloseDaysOf(ctx);
  ctx.jobs.work(QUEUES.ticketAutoClose.name, async () => {
    await autoCloseTickets(ctx.db, days, (ticketId) =>
      publisher.publishStatus({ ticketId, statusId: TICKET_STATUS.CLOSED }),
    );
  });
  ctx.jobs.schedule(QUEUES.ticketAutoClose.name, AUTO_CLOSE_CRON);
}

const cutoffOf = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * Closes the tickets waiting for the customer (status 8) since more than `days` days, each in its own
 * transaction through the transition table (actor system, action autoClose) with the customer's event (action
 * `autoClose`: the notification says why, decision 053). A ticket the customer answered meanwhile no longer
 * matches and stays open. `closed` hears each ticket after its commit. Answers how many were closed.
 */
export async function autoCloseTickets(
  db: Database,
  days: number,
  closed: (ticketId: number) => Promise<void> = async () => undefined,
): Promise<number> {
  const due = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        eq(tickets.statusId, TICKET_STATUS.WAITING_CUSTOMER),
        lt(tickets.waitingCustomerSince, cutoffOf(days)),
      ),
    )
    .orderBy(asc(tickets.id));
  let count = 0;
  for (const { id } of due) {
    try {
      await db.transaction(async (tx) => {
        await updateStatus(tx, {
          table: tickets,
          entity: 'ticket',
          actor: 'system',
          action: 'autoClose',
          id,
          where: lt(tickets.waitingCustomerSince, cutoffOf(days)),
          set: { waitingCustomerSince: null, autoClosedAt: sql`now()` },
          notFound: ticketNotFound,
          // The customer's event (decision 059) says how long the ticket waited.
          eventData: () => ({ days }),
        });
      });
      count += 1;
      await closed(id).catch(() => undefined);
    } catch (error) {
      // Answered or closed by someone meanwhile (409) or deleted (404): nothing to close.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return count;
}
