import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffMe, StaffMember, StaffRole } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { passwordResets } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { notFound } from '../../errors.js';

/** The signed-in member's own name, roles and desk language (decision 066). */
export async function staffMe(db: Executor, userId: number): Promise<StaffMe> {
  const [me] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      roles: users.staffRoles,
      deskLanguage: users.deskLanguage,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'staff')));
  if (!me) throw notFound();
  return { ...me, name: me.name ?? '' };
}

/**
 * Everyone on the team, the active first, with their roles, last sign-in and, for a colleague who has not yet set
 * a password, until when the invitation works.
 */
export async function listTeam(db: Executor): Promise<StaffMember[]> {
  const pendingLink = db
    .select({
      userId: passwordResets.userId,
      expiresAt: sql<Date>`max(${passwordResets.expiresAt})`.as('expires_at'),
    })
    .from(passwordResets)
    .where(and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
    .groupBy(passwordResets.userId)
    .as('pending_link');
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      roles: users.staffRoles,
      deactivatedAt: users.deactivatedAt,
      lastSignInAt: users.lastSignInAt,
      invitedBy: users.invitedBy,
      createdAt: users.createdAt,
      linkExpiresAt: pendingLink.expiresAt,
    })
    .from(users)
    .leftJoin(pendingLink, eq(pendingLink.userId, users.id))
    .where(eq(users.role, 'staff'))
    .orderBy(sql`${users.deactivatedAt} is not null`, asc(users.name), asc(users.id));
  return rows.map((row) => {
    const invited = row.invitedBy !== null && row.lastSignInAt === null;
    const linkExpiresAt = row.linkExpiresAt ? new Date(row.linkExpiresAt) : null;
    return {
      id: row.id,
      email: row.email,
      name: row.name ?? '',
      roles: row.roles as StaffRole[],
      state: row.deactivatedAt
        ? 'deactivated'
        : invited
          ? linkExpiresAt
            ? 'invited'
            : 'invitationExpired'
          : 'active',
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      invitationExpiresAt: invited && !row.deactivatedAt ? (linkExpiresAt?.toISOString() ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
