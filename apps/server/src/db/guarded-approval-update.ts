import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { type Actor, type PhotoApproval, type PhotoApprovalAction, photoApprovalAfter } from '@cargo/domain';
import { type AppError, conflict } from '../errors.js';
import type { Executor } from './client.js';
import { goods } from './schema/goods.js';

export interface GuardedApprovalUpdate {
  actor: Actor;
  action: PhotoApprovalAction;
  id: number;
  /** The owner; a customer's answer never touches another customer's good (404). */
  ownerId?: number;
  /** Further conditions the good must meet; a good failing them answers 409. */
  where?: SQL;
  notFound: () => AppError;
  /** The 409 message when the state does not allow the action or changed meanwhile. */
  refusal: string;
}

/**
 * `updateStatus`'s sibling for the good's photo approval (a text column beside its status): reads the state
 * (404 when missing or not the owner's), looks the action up in PHOTO_APPROVAL_TRANSITIONS (409 when no row allows
 * it), and writes the new state with the state it read in the UPDATE's WHERE, so of two racing answers one wins.
 */
export async function updatePhotoApproval(db: Executor, update: GuardedApprovalUpdate) {
  const owned = update.ownerId === undefined ? undefined : eq(goods.userId, update.ownerId);
  const [current] = await db
    .select({ photoApproval: goods.photoApproval })
    .from(goods)
    .where(and(eq(goods.id, update.id), owned));
  if (!current) throw update.notFound();
  const from = current.photoApproval as PhotoApproval | null;
  const to = photoApprovalAfter(update.actor, update.action, from);
  const refusal = () => conflict('PHOTO_APPROVAL_CONFLICT', update.refusal);
  if (to === undefined) throw refusal();
  const rows = await db
    .update(goods)
    .set({ photoApproval: to, updatedAt: new Date() })
    .where(
      and(
        eq(goods.id, update.id),
        owned,
        from === null ? isNull(goods.photoApproval) : eq(goods.photoApproval, from),
        update.where,
      ),
    )
    .returning();
  if (!rows[0]) throw refusal();
  return rows[0];
}
