import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { notificationDeliveries, notificationEvents } from '../../db/schema/notifications.js';
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

/**
 * A `deliver-email` / `deliver-telegram` job: sends one event on one channel. A delivery already `sent` sends
 * nothing (a retried or duplicated job); a failed attempt is recorded and rethrown, so the queue retries it with
 * back-off; the last failed attempt marks the delivery `failed` — the staff's dead letters.
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
  if (!row || row.delivery.status !== 'queued') return;
  const to = notifier ? await addressOf(ctx, row.delivery.channel, row.event.userId) : null;
  if (!notifier || !to) {
    // The channel was turned off (no bot any more, the chat unlinked) after the delivery was queued.
    await ctx.db
      .update(notificationDeliveries)
      .set({ status: 'skipped' })
      .where(eq(notificationDeliveries.id, row.delivery.id));
    return;
  }
  try {
    await notifier.send(to, renderEvent(row.event, ctx.config.publicUrl));
  } catch (error) {
    const last = job.retryCount >= job.retryLimit;
    await ctx.db
      .update(notificationDeliveries)
      .set({
        attempts: sql`${notificationDeliveries.attempts} + 1`,
        lastError: String((error as Error).message ?? error).slice(0, 1000),
        ...(last ? { status: 'failed', failedAt: new Date() } : {}),
      })
      .where(eq(notificationDeliveries.id, row.delivery.id));
    throw error;
  }
  await ctx.db
    .update(notificationDeliveries)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(eq(notificationDeliveries.id, row.delivery.id));
}
