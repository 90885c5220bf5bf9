import { eq } from 'drizzle-orm';
import {
  isCustomersOwnStep,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  preferenceKindOf,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { notificationDeliveries, notificationEvents } from '../../db/schema/notifications.js';
import { enqueue } from '../../jobs/enqueue.js';
import type { Job } from '../../jobs/job-queue.js';
import { QUEUES } from '../../jobs/queues.js';
import { preferencesOf, telegramChatOf } from './preferences.js';

export const DELIVERY_QUEUE = {
  email: QUEUES.deliverEmail.name,
  telegram: QUEUES.deliverTelegram.name,
} as const;

/** The job key of an event's delivery on a channel: the same delivery is never queued twice. */
export const deliveryKey = (eventId: number, channel: string, suffix = '') =>
  `delivery:${eventId}:${channel}${suffix}`;

/**
 * The `notify` job: fans one event out into one delivery per channel the customer enabled for its kind — the
 * delivery row and its job in one transaction, both unique per (event, channel), so a retried or duplicated
 * `notify` queues nothing twice. A customer's own step (`isCustomersOwnStep`) is only shown in the bell: nothing
 * is sent for it. The channels are those of the event's kind of choice (`preferenceKindOf`).
 * Telegram needs a linked chat and a configured bot.
 */
export async function notifyJob(ctx: AppContext, job: Job<{ eventId: number }>): Promise<void> {
  const [event] = await ctx.db
    .select()
    .from(notificationEvents)
    .where(eq(notificationEvents.id, job.data.eventId));
  if (!event || isCustomersOwnStep({ ...event, actor: event.data.actor })) return;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(event.kind)) return;
  const choice = (await preferencesOf(ctx.db, event.userId))[preferenceKindOf(event)];
  const channels: NotificationChannel[] = [];
  if (choice.email) channels.push('email');
  if (choice.telegram && ctx.config.telegram && (await telegramChatOf(ctx.db, event.userId))) {
    channels.push('telegram');
  }
  await ctx.db.transaction(async (tx) => {
    for (const channel of channels) {
      const [row] = await tx
        .insert(notificationDeliveries)
        .values({ eventId: event.id, channel })
        .onConflictDoNothing()
        .returning({ id: notificationDeliveries.id });
      if (!row) continue;
      await enqueue(
        tx,
        DELIVERY_QUEUE[channel],
        { deliveryId: row.id },
        { key: deliveryKey(event.id, channel) },
      );
    }
  });
}
