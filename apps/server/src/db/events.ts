import {
  cargoName,
  goodName,
  lotName,
  NOTIFICATION_KINDS,
  type NotificationKind,
  parcelName,
  recipientName,
  ticketTitleOf,
  topUpName,
  type TransitionEntity,
  TRANSITIONS,
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
const str = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The notification kinds that are transition entities: their status changes are the customer's events. */
export type NotifiedEntity = NotificationKind & TransitionEntity;
const isNotifiedEntity = (kind: NotificationKind): kind is NotifiedEntity => kind in TRANSITIONS;

/**
 * Which status changes are events, read from the one list of kinds (`NOTIFICATION_KINDS`): an entity of the
 * transition tables that is a kind notifies its owner; the others (approvals) are nobody's events.
 */
export const NOTIFIED_ENTITIES: ReadonlySet<TransitionEntity> = new Set<TransitionEntity>(
  NOTIFICATION_KINDS.filter(isNotifiedEntity),
);

interface EventRule {
  /** What the event records of its row as it was written. */
  facts: (row: Row) => Record<string, unknown>;
  /**
   * The actions that are events, whether or not the status moved (a staff answer to a ticket already waiting for
   * the customer is one); without it, every move to another status is.
   */
  actions?: readonly string[];
}

/**
 * The guarded update turns a notified entity's status change into its owner's event (decision 059) and records
 * what the rule says of the row: the object's one name (decision 054) — the texts never fall back to an id the
 * customer sees nowhere — and what its link needs. Keyed by `NotifiedEntity`, so a new kind that is an entity
 * cannot be left without its rule.
 */
const EVENT_RULES: Record<NotifiedEntity, EventRule> = {
  good: {
    facts: (row) => ({
      name: goodName({
        description: str(row.description),
        incomingDeclaration: str(row.incomingDeclaration),
      }),
    }),
  },
  parcel: { facts: (row) => ({ name: parcelName({ id: Number(row.id), name: str(row.name) }) }) },
  cargo: { facts: (row) => ({ name: cargoName({ id: Number(row.id), name: str(row.name) }) }) },
  recipient: {
    facts: (row) => ({
      name: recipientName({
        surname: str(row.surname),
        name: str(row.name),
        middleName: str(row.middleName),
        nickName: str(row.nickName),
      }),
    }),
  },
  topUp: {
    facts: (row) => ({
      name: topUpName({ amount: String(row.amount), currency: String(row.currency) }),
      amount: str(row.amount),
      currency: str(row.currency),
    }),
  },
  orderUnit: {
    facts: (row) => ({
      name: lotName({ orderId: Number(row.orderId), orderName: str(row.orderName) }),
      orderId: Number(row.orderId),
    }),
  },
  // The staff's answers and closes and the auto-close; the customer's own replies and the desk's sorting are not.
  ticket: {
    actions: ['answer', 'close', 'autoClose'],
    facts: (row) => ({
      ticketId: Number(row.id),
      title: ticketTitleOf(Number(row.titleId)),
      subject: str(row.subject),
    }),
  },
};

function ruleOf(entity: TransitionEntity): EventRule | undefined {
  return NOTIFIED_ENTITIES.has(entity) ? EVENT_RULES[entity as NotifiedEntity] : undefined;
}

/** Whether `action` on a row of `entity` can be its owner's event (a batch step asks before it looks at rows). */
export function notifiesOn(entity: TransitionEntity, action: string): boolean {
  const rule = ruleOf(entity);
  return rule !== undefined && (rule.actions === undefined || rule.actions.includes(action));
}

/** Whether `action` moving a row of `entity` from `from` to `to` is its owner's event. */
export function isStatusEvent(entity: TransitionEntity, action: string, from: number, to: number): boolean {
  if (!notifiesOn(entity, action)) return false;
  return ruleOf(entity)!.actions !== undefined || to !== from;
}

/** What the event of a status change of `row` records about it (its name, its order…). */
export function eventFactsOf(entity: TransitionEntity, row: object): Record<string, unknown> {
  return ruleOf(entity)?.facts(row as Row) ?? {};
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
