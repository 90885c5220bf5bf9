import { eq } from 'drizzle-orm';
import type { StaffRole } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { revokeUserSessions } from './sessions.js';
import { assertOwnerRemains, lockStaffMember } from './staff-member-changes.js';

/**
 * The owner gives a colleague new roles. They take effect at once: the roles are read on every staff call, and the
 * colleague's sessions end (the actor's own current one excepted) so that every open desk reloads what it may show.
 */
export async function changeStaffRoles(
  db: Executor,
  actor: StaffActor & { sessionId: string },
  memberId: number,
  roles: StaffRole[],
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const member = await lockStaffMember(tx, memberId);
    const same = member.roles.length === roles.length && member.roles.every((role) => roles.includes(role));
    if (same) return { changed: false };
    if (member.roles.includes('owner') && !roles.includes('owner') && !member.deactivatedAt) {
      await assertOwnerRemains(tx, memberId);
    }
    await tx.update(users).set({ staffRoles: roles, updatedAt: new Date() }).where(eq(users.id, memberId));
    await revokeUserSessions(
      tx,
      memberId,
      'roles-changed',
      memberId === actor.id ? actor.sessionId : undefined,
    );
    await recordStaffAction(tx, actor, {
      action: 'staff.roles',
      objectType: 'staff',
      objectId: memberId,
      changes: { roles: [member.roles, roles] },
    });
    return { changed: true };
  });
}
