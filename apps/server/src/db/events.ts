import type { NotificationKind, TransitionEntity } from '@cargo/domain';
import type { Executor } from './client.js';
import { notificationEvents } from './schema/index.js';
import { enqueueMany } from '../jobs/enqueue.js';
import { QUEUES } from '../jobs/queues.js';

/** One event for a customer (decision 029): a status change of an object they own, a credit or a ticket answer. */
export interface NewEvent {
  userId: number;
  kind: NotificationKind;
  objectId?: number | null;
  fromStatusId?: number | null;
  statusId?: number | null;
  /** The transition's action (`weigh`, `pay`…) or what happened (`answer`, `promo`, `referral`). */
  action?: string | null;
  /** Who did it: a customer's own action is shown in the bell but not sent anywhere (notifications decides). */
  actor?: string | null;
  /** What the texts need: the object's number, an amount, a reason. */
  data?: Record<string, unknown>;
}

/** The entities whose status changes the guarded updates turn into events (tickets write their own: answers). */
export const NOTIFIED_ENTITIES: ReadonlySet<TransitionEntity> = new Set([
  'good',
  'parcel',
  'cargo',
  'recipient',
  'topUp',
  'orderUnit',
]);

/**
 * Writes the events and, in the same transaction, one `notify` job each (keyed by the event, so it is never
 * queued twice): when the caller's change commits, so do its events and their jobs; when it rolls back, nothing
 * was ever announced.
 */
export async function recordEvents(executor: Executor, events: readonly NewEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await executor
    .insert(notificationEvents)
    .values(
      events.map((event) => ({
        userId: event.userId,
        kind: event.kind,
        objectId: event.objectId ?? null,
        fromStatusId: event.fromStatusId ?? null,
        statusId: event.statusId ?? null,
        action: event.action ?? null,
        data: { ...(event.data ?? {}), ...(event.actor ? { actor: event.actor } : {}) },
      })),
    )
    .returning({ id: notificationEvents.id });
  await enqueueMany(
    executor,
    QUEUES.notify.name,
    rows.map((row) => ({ data: { eventId: row.id }, key: `event:${row.id}` })),
  );
  return rows.map((row) => row.id);
}
