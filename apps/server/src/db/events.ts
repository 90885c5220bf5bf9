import {
  cargoName,
  goodName,
  lotName,
  type NotificationKind,
  parcelName,
  recipientName,
  topUpName,
  type TransitionEntity,
} from '@cargo/domain';
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

type Row = Record<string, unknown>;
type Facts = (row: Row) => Record<string, unknown>;
const str = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * The entities whose status changes the guarded updates turn into events (tickets write their own: answers), and
 * what each event records of its row as it was written: the object's one name (decision 054) — the texts never
 * fall back to an id the customer sees nowhere — and what its link needs.
 */
const EVENT_FACTS: Partial<Record<TransitionEntity, Facts>> = {
  good: (row) => ({
    name: goodName({ description: str(row.description), incomingDeclaration: str(row.incomingDeclaration) }),
  }),
  parcel: (row) => ({ name: parcelName({ id: Number(row.id), name: str(row.name) }) }),
  cargo: (row) => ({ name: cargoName({ id: Number(row.id), name: str(row.name) }) }),
  recipient: (row) => ({
    name: recipientName({
      surname: str(row.surname),
      name: str(row.name),
      middleName: str(row.middleName),
      nickName: str(row.nickName),
    }),
  }),
  topUp: (row) => ({
    name: topUpName({ amount: String(row.amount), currency: String(row.currency) }),
    amount: str(row.amount),
    currency: str(row.currency),
  }),
  orderUnit: (row) => ({
    name: lotName({ orderId: Number(row.orderId), orderName: str(row.orderName) }),
    orderId: Number(row.orderId),
  }),
};

export const NOTIFIED_ENTITIES: ReadonlySet<TransitionEntity> = new Set(
  Object.keys(EVENT_FACTS) as TransitionEntity[],
);

/** What the event of a status change of `row` records about it (its name, its order…). */
export function eventFactsOf(entity: TransitionEntity, row: object): Record<string, unknown> {
  return EVENT_FACTS[entity]?.(row as Row) ?? {};
}

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
