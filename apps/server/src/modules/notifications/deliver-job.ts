import { eq, sql } from 'drizzle-orm';
import { type ActionOf, DELIVERY_STATUS, NOTIFICATION_MESSAGES } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { updateStatus } from '../../db/guarded-update.js';
import { notificationDeliveries, notificationEvents } from '../../db/schema/notifications.js';
import { notFound } from '../../errors.js';
import type { Job } from '../../jobs/job-queue.js';
import type { Notifier } from '../../integrations/notifiers/notifier.js';
import { emailsOf } from '../auth/index.js';
import { telegramChatOf } from './preferences.js';
import { renderEvent } from './texts.js';

/** Where the channel's message goes: the customer's e-mail, or their linked chat (null: unlinked meanwhile). */
async function addressOf(ctx: AppContext, channel: string, userId: number): Promise<string | null> {
  if (channel === 'telegram') return telegramChatOf(ctx.db, userId);
  return (await emailsOf(ctx.db, [userId])).get(userId) ?? null;
}

/** A step of the delivery job along `DELIVERY_TRANSITIONS`, guarded by the status it read (decision 059). */
function deliveryStep(
  ctx: AppContext,
  id: number,
  action: ActionOf<'delivery'>,
  set: Parameters<typeof updateStatus<typeof notificationDeliveries, 'delivery'>>[1]['set'] = {},
) {
  return updateStatus(ctx.db, {
    table: notificationDeliveries,
    entity: 'delivery',
    actor: 'system',
    action,
    id,
    set,
    notFound: () => notFound(NOTIFICATION_MESSAGES.deliveryNotFound),
  });
}

/**
 * A `deliver-email` / `deliver-telegram` job: sends one event on one channel. A delivery no longer queued sends
 * nothing (a retried or duplicated job); a failed attempt is recorded and rethrown, so the queue retries it with
 * back-off; the last failed attempt marks the delivery failed — the staff's dead letters.
 */
export async function deliverJob(
  ctx: AppContext,
  notifier: Notifier | undefined,
  job: Job<{ deliveryId: number }>,
): Promise<void> {
  const [row] = await ctx.db
    .select({ delivery: notificationDeliveries, event: notificationEvents })
    .from(notificationDeliveries)
    .innerJoin(notificationEvents, eq(notificationEvents.id, notificationDeliveries.eventId))
    .where(eq(notificationDeliveries.id, job.data.deliveryId));
  if (!row || row.delivery.statusId !== DELIVERY_STATUS.QUEUED) return;
  const id = row.delivery.id;
  const to = notifier ? await addressOf(ctx, row.delivery.channel, row.event.userId) : null;
  if (!notifier || !to) {
    // The channel was turned off (no bot any more, the chat unlinked) after the delivery was queued.
    await deliveryStep(ctx, id, 'skip');
    return;
  }
  const attempted = sql`${notificationDeliveries.attempts} + 1`;
  try {
    await notifier.send(to, renderEvent(row.event, ctx.config.publicUrl));
  } catch (error) {
    const last = job.retryCount >= job.retryLimit;
    await deliveryStep(ctx, id, last ? 'fail' : 'attemptFailed', {
      attempts: attempted,
      lastError: String((error as Error).message ?? error).slice(0, 1000),
      ...(last ? { failedAt: new Date() } : {}),
    });
    throw error;
  }
  await deliveryStep(ctx, id, 'send', { sentAt: new Date(), attempts: attempted });
}
