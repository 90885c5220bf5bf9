import { and, desc, eq } from 'drizzle-orm';
import { DELIVERY_STATUS, DELIVERY_STATUS_SLUG, NOTIFICATION_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { type PageRequest, paginate, totalCount } from '../../db/paginate.js';
import { notificationDeliveries, notificationEvents } from '../../db/schema/notifications.js';
import { notFound } from '../../errors.js';
import { enqueue } from '../../jobs/enqueue.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { emailsOf } from '../auth/index.js';
import { DELIVERY_QUEUE, deliveryKey } from './notify-job.js';

/** The staff's dead letters: deliveries that failed every attempt, the latest failure first. */
export async function listDeadLetters(db: Executor, request: PageRequest) {
  return paginate(
    db,
    () =>
      db
        .select({ delivery: notificationDeliveries, event: notificationEvents, total: totalCount })
        .from(notificationDeliveries)
        .innerJoin(notificationEvents, eq(notificationEvents.id, notificationDeliveries.eventId))
        .where(eq(notificationDeliveries.statusId, DELIVERY_STATUS.FAILED))
        .orderBy(desc(notificationDeliveries.failedAt), desc(notificationDeliveries.id))
        .$dynamic(),
    request,
    async (rows) => {
      const emails = await emailsOf(
        db,
        rows.map((row) => row.event.userId),
      );
      return rows.map(({ delivery, event }) => ({
        id: delivery.id,
        eventId: event.id,
        channel: delivery.channel,
        kind: event.kind,
        customer: { id: event.userId, email: emails.get(event.userId) ?? '' },
        attempts: delivery.attempts,
        lastError: delivery.lastError,
        failedAt: delivery.failedAt?.toISOString() ?? null,
        createdAt: delivery.createdAt.toISOString(),
      }));
    },
  );
}

/**
 * Sends a dead letter again: the delivery goes back to `queued` and a new job (its key names the failure it
 * retries, so a double click queues one) gets the queue's full round of attempts. Only a failed delivery: 404.
 */
export async function retryDeadLetter(tx: Executor, actor: StaffActor, deliveryId: number): Promise<void> {
  const [failed] = await tx
    .select()
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.id, deliveryId),
        eq(notificationDeliveries.statusId, DELIVERY_STATUS.FAILED),
      ),
    )
    .for('update');
  if (!failed) throw notFound(NOTIFICATION_MESSAGES.deliveryNotFound);
  const queued = await updateStatus(tx, {
    table: notificationDeliveries,
    entity: 'delivery',
    actor: 'staff',
    action: 'retry',
    id: deliveryId,
    set: { attempts: 0, failedAt: null },
    notFound: () => notFound(NOTIFICATION_MESSAGES.deliveryNotFound),
  });
  const [event] = await tx
    .select({ userId: notificationEvents.userId })
    .from(notificationEvents)
    .where(eq(notificationEvents.id, failed.eventId));
  await recordStaffAction(tx, actor, {
    action: 'delivery.retry',
    objectType: 'delivery',
    objectId: deliveryId,
    customerId: event?.userId ?? null,
    changes: {
      status: [DELIVERY_STATUS_SLUG[failed.statusId], DELIVERY_STATUS_SLUG[queued.statusId]],
      attempts: [failed.attempts, queued.attempts],
    },
  });
  const channel = failed.channel as keyof typeof DELIVERY_QUEUE;
  await enqueue(
    tx,
    DELIVERY_QUEUE[channel],
    { deliveryId },
    { key: deliveryKey(failed.eventId, channel, `:retry:${failed.failedAt?.getTime() ?? 0}`) },
  );
}
