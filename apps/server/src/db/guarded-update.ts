import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  type ActionOf,
  type Actor,
  COMMON_MESSAGES,
  statusAfter,
  type TransitionEntity,
} from '@cargo/domain';
import { AppError, conflict } from '../errors.js';
import type { Executor } from './client.js';

/** A table whose rows have an id, a status and (for customers' objects) an owner. */
type StatusTable = PgTable & { id: PgColumn; statusId: PgColumn; userId: PgColumn };

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
}

/**
 * The one way a status changes. It reads the row (404 when missing or not the owner's), looks the action up in the
 * domain's transition table for the status it read (409 when no row allows it), and writes the new status with
 * the status it read — and the owner — in the UPDATE's WHERE. When another action changed the row in between, no
 * row matches and the answer is 409: of two racing actions exactly one wins.
 */
export async function updateStatus<T extends StatusTable, E extends TransitionEntity>(
  db: Executor,
  update: GuardedUpdate<T, E>,
): Promise<T['$inferSelect']> {
  const { table } = update;
  const owned = update.ownerId === undefined ? undefined : eq(table.userId, update.ownerId);
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
  return rows[0];
}
