import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  type ActionOf,
  type Actor,
  COMMON_MESSAGES,
  type NotificationKind,
  statusAfter,
  type Transition,
  type TransitionEntity,
  TRANSITIONS,
} from '@cargo/domain';
import { AppError, conflict } from '../errors.js';
import { eventFactsOf, isStatusEvent, notifiesOn, recordEvents } from './events.js';
import { anyOf } from './any-of.js';
import type { Executor } from './client.js';

/** A table whose rows have an id, a status and (for customers' objects) an owner. */
type StatusTable = PgTable & { id: PgColumn; statusId: PgColumn; userId?: PgColumn };

/** `userId = ownerId` when an owner is given (a table without owners has none to give). */
function ownedBy(table: StatusTable, ownerId: number | undefined): SQL | undefined {
  if (ownerId === undefined) return undefined;
  if (!table.userId) throw new Error('an owner was given for a table without owners');
  return eq(table.userId, ownerId);
}

export interface GuardedUpdate<T extends StatusTable, E extends TransitionEntity> {
  table: T;
  entity: E;
  actor: Actor;
  action: ActionOf<E>;
  id: number;
  /** The owner; a customer's action never touches another customer's row (404, as if it did not exist). */
  ownerId?: number;
  /** Further conditions the row must meet (e.g. not archived); a row failing them answers 409. */
  where?: SQL;
  /** Other columns to write in the same UPDATE; a function gets the row as it was read. */
  set?: PgUpdateSetSource<T> | ((current: T['$inferSelect']) => PgUpdateSetSource<T>);
  notFound: () => AppError;
  /** The 409 message when the status does not allow the action or changed meanwhile. */
  refusal?: string;
  /** What the customer's event says beyond the row's own facts (a raised price and its surcharge…). */
  eventData?: (after: T['$inferSelect']) => Record<string, unknown>;
}

/**
 * The one way a status changes. It reads the row (404 when missing or not the owner's), looks the action up in the
 * domain's transition table for the status it read (409 when no row allows it), and writes the new status with
 * the status it read — and the owner — in the UPDATE's WHERE. When another action changed the row in between, no
 * row matches and the answer is 409: of two racing actions exactly one wins. A status change that is its owner's
 * event (`db/events.ts`: every entity that is a notification kind, tickets included) is recorded here, in the
 * same transaction, and nowhere else (decision 059).
 */
export async function updateStatus<T extends StatusTable, E extends TransitionEntity>(
  db: Executor,
  update: GuardedUpdate<T, E>,
): Promise<T['$inferSelect']> {
  return (await moveStatus(db, update)).after;
}

/** A guarded update's row as it was read (the status it moved from) and as it was written. */
export interface StatusMove<Row> {
  before: Row;
  after: Row;
}

/**
 * `updateStatus` answering the row as read too: the row it already reads to pick the transition is what a staff
 * change's audit row records as "before" (decision 049), at no extra query.
 */
export async function moveStatus<T extends StatusTable, E extends TransitionEntity>(
  db: Executor,
  update: GuardedUpdate<T, E>,
): Promise<StatusMove<T['$inferSelect']>> {
  const { table } = update;
  const owned = ownedBy(table, update.ownerId);
  const [current] = (await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, update.id), owned))) as Array<T['$inferSelect']>;
  if (!current) throw update.notFound();
  const from = (current as { statusId: number }).statusId;
  const refusal = () => conflict('STATUS_CONFLICT', update.refusal ?? COMMON_MESSAGES.statusConflict);
  const to = statusAfter(update.entity, update.actor, update.action, from);
  if (to === undefined) throw refusal();
  const extra = typeof update.set === 'function' ? update.set(current) : (update.set ?? {});
  const rows = (await db
    .update(table)
    .set({ ...extra, statusId: to } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, update.id), owned, eq(table.statusId, from), update.where))
    .returning()) as Array<T['$inferSelect']>;
  if (!rows[0]) throw refusal();
  const owner = (rows[0] as { userId?: number | null }).userId ?? null;
  if (owner !== null && isStatusEvent(update.entity, update.action, from, to)) {
    await recordEvents(db, [
      {
        userId: owner,
        kind: update.entity as NotificationKind,
        objectId: update.id,
        fromStatusId: from,
        statusId: to,
        action: update.action,
        actor: update.actor,
        data: { ...eventFactsOf(update.entity, rows[0]), ...update.eventData?.(rows[0]) },
      },
    ]);
  }
  return { before: current, after: rows[0] };
}

/** A row a batch step moved or left behind: its id and its status. */
export interface StatusRow {
  id: number;
  statusId: number;
}

export interface GuardedBatchUpdate<T extends StatusTable, E extends TransitionEntity> {
  table: T;
  entity: E;
  actor: Actor;
  action: ActionOf<E>;
  /** The rows the step is about (e.g. the goods of these parcels); those in no source status of the action stay. */
  where: SQL;
  ownerId?: number;
  set?: PgUpdateSetSource<T>;
  /** Every row `where` selects must move: any left behind answers 409 and the caller's transaction rolls back. */
  every?: boolean;
  /** The 409 message when `every` rows did not move, given the rows left behind (it may read more of them). */
  refusal?: (left: StatusRow[], db: Executor) => string | Promise<string>;
}

/** A literal for SQL text: status ids are the domain's integers, never input. */
const statusLiteral = (id: number) => sql.raw(String(Math.trunc(id)));

/** `case when status in (row 1's from) then row 1's to … end`: each row's target, the first matching row winning. */
function targetOf(column: PgColumn, rows: readonly Transition[]): SQL {
  const branches = rows.map(
    (row) =>
      sql`when ${column} in (${sql.join(row.from.map(statusLiteral), sql`, `)}) then ${
        row.to === 'same' ? column : statusLiteral(row.to)
      }`,
  );
  return sql`case ${sql.join(branches, sql` `)} end`;
}

/**
 * `updateStatus` for many rows at once: one UPDATE moves every row `where` selects along the action's transition
 * rows, with the rows' source statuses in its WHERE, so a row another transaction moved meanwhile is not touched.
 * With `every`, the rows left behind are read after the UPDATE (a racing change is then seen: either our UPDATE
 * skipped the row, or the other one waited for our row lock and found the status changed) and refuse with 409.
 */
export async function updateStatuses<T extends StatusTable, E extends TransitionEntity>(
  db: Executor,
  update: GuardedBatchUpdate<T, E>,
): Promise<StatusRow[]> {
  const { table } = update;
  const rows = (TRANSITIONS[update.entity] as readonly Transition[]).filter(
    (row) => row.actor === update.actor && row.action === update.action,
  );
  if (rows.length === 0) throw new Error(`No ${update.actor} ${update.action} row for ${update.entity}`);
  const sources = [...new Set(rows.flatMap((row) => row.from))];
  const owned = ownedBy(table, update.ownerId);
  const moved = (await db
    .update(table)
    .set({ ...update.set, statusId: targetOf(table.statusId, rows) } as PgUpdateSetSource<T>)
    .where(
      and(update.where, owned, sql`${table.statusId} in (${sql.join(sources.map(statusLiteral), sql`, `)})`),
    )
    .returning()) as Array<StatusRow & { userId: number | null }>;
  await recordBatchEvents(db, update, rows, moved);
  if (update.every) {
    const left = (await db
      .select({ id: table.id, statusId: table.statusId })
      .from(table as PgTable)
      .where(
        and(
          update.where,
          owned,
          not(
            anyOf(
              table.id,
              moved.map((row) => row.id),
            ),
          ),
        ),
      )
      .orderBy(table.id)) as StatusRow[];
    if (left.length > 0) {
      const message = update.refusal ? await update.refusal(left, db) : COMMON_MESSAGES.statusConflict;
      throw conflict('STATUS_CONFLICT', message);
    }
  }
  return moved.map(({ id, statusId }) => ({ id, statusId }));
}

/**
 * The events of a batch step: a row moved when its new status is one a row of the action leads to (not `'same'`,
 * and not a status a `'same'` row keeps). The status it left is the action's source when there is only one.
 */
async function recordBatchEvents<T extends StatusTable, E extends TransitionEntity>(
  db: Executor,
  update: GuardedBatchUpdate<T, E>,
  rows: readonly Transition[],
  moved: ReadonlyArray<StatusRow & { userId: number | null }>,
) {
  if (!notifiesOn(update.entity, update.action)) return;
  const targets = new Set(rows.flatMap((row) => (row.to === 'same' ? [] : [row.to])));
  const kept = new Set(rows.flatMap((row) => (row.to === 'same' ? row.from : [])));
  const sources = [...new Set(rows.filter((row) => row.to !== 'same').flatMap((row) => row.from))];
  await recordEvents(
    db,
    moved
      .filter((row) => row.userId !== null && targets.has(row.statusId) && !kept.has(row.statusId))
      .map((row) => ({
        userId: row.userId!,
        kind: update.entity as NotificationKind,
        objectId: row.id,
        fromStatusId: sources.length === 1 ? sources[0] : null,
        statusId: row.statusId,
        action: update.action,
        actor: update.actor,
        data: eventFactsOf(update.entity, row),
      })),
  );
}
