import { and, eq, isNull, sql } from 'drizzle-orm';
import { STAFF_ACCESS_MESSAGES, type StaffRole } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { passwordResets } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { AppError, notFound } from '../../errors.js';

/** A colleague's row, locked for the change. */
export async function lockStaffMember(tx: Executor, memberId: number) {
  const [member] = await tx
    .select({ id: users.id, roles: users.staffRoles, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.role, 'staff')))
    .for('update');
  if (!member) throw notFound(STAFF_ACCESS_MESSAGES.notStaff);
  return { ...member, roles: member.roles as StaffRole[] };
}

/**
 * Refuses a change that would leave the team without an active owner. The active owners' rows are locked first, so
 * two owners demoting each other at the same moment cannot both succeed.
 */
export async function assertOwnerRemains(tx: Executor, losingOwner: number): Promise<void> {
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'staff'), isNull(users.deactivatedAt), sql`'owner' = any(${users.staffRoles})`))
    .orderBy(users.id)
    .for('update');
  if (!owners.some((owner) => owner.id !== losingOwner)) {
    throw new AppError(409, 'LAST_OWNER', STAFF_ACCESS_MESSAGES.lastOwner);
  }
}

/** A deactivated colleague's unused invitation or reset links stop working. */
export async function expireLinks(tx: Executor, memberId: number): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(passwordResets.userId, memberId), isNull(passwordResets.usedAt)));
}
