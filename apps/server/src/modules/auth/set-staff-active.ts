import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { revokeUserSessions } from './sessions.js';
import { assertOwnerRemains, expireLinks, lockStaffMember } from './staff-member-changes.js';

/**
 * The owner deactivates a colleague (no sign-in, every session and unused link ended at once) or makes them active
 * again. Doing what is already so changes nothing and writes no audit row. The last active owner stays.
 */
export async function setStaffActive(
  db: Executor,
  actor: StaffActor,
  memberId: number,
  active: boolean,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const member = await lockStaffMember(tx, memberId);
    if (active === !member.deactivatedAt) return { changed: false };
    if (!active) {
      if (member.roles.includes('owner')) await assertOwnerRemains(tx, memberId);
      await revokeUserSessions(tx, memberId, 'deactivated');
      await expireLinks(tx, memberId);
    }
    const deactivatedAt = active ? null : new Date();
    await tx.update(users).set({ deactivatedAt, updatedAt: new Date() }).where(eq(users.id, memberId));
    await recordStaffAction(tx, actor, {
      action: active ? 'staff.activate' : 'staff.deactivate',
      objectType: 'staff',
      objectId: memberId,
      changes: { active: [!active, active] },
    });
    return { changed: true };
  });
}
