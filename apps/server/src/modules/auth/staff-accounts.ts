import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { newReferralCode } from './new-referral-code.js';
import { hashPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';

export interface StaffAccount {
  email: string;
  name: string;
  password: string;
  /** Roles to give; by default owner while the team has no active owner, else support (decision 048). */
  roles?: StaffRole[];
}

/** Whether the team has an active owner (the CLI's first account becomes one). */
export async function hasActiveOwner(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'staff'), isNull(users.deactivatedAt), sql`'owner' = any(${users.staffRoles})`))
    .limit(1);
  return Boolean(row);
}

/**
 * Creates a staff account, or makes an existing user (a customer too) staff with the new password and active again;
 * answers which of the two it did and the roles given. An existing user's sessions end: what they could do changed.
 */
export async function saveStaffAccount(
  db: Executor,
  staff: StaffAccount,
): Promise<{ outcome: 'created' | 'updated'; roles: StaffRole[]; id: number }> {
  const passwordHash = await hashPassword(staff.password);
  return db.transaction(async (tx) => {
    const roles = staff.roles ?? ((await hasActiveOwner(tx)) ? ['support'] : ['owner']);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, staff.email));
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'staff', passwordHash, staffRoles: roles, deactivatedAt: null })
        .where(eq(users.id, existing.id));
      await revokeUserSessions(tx, existing.id, 'made-staff');
      return { outcome: 'updated', roles, id: existing.id };
    }
    const [created] = await tx
      .insert(users)
      .values({
        email: staff.email,
        passwordHash,
        role: 'staff',
        staffRoles: roles,
        name: staff.name,
        referralCode: newReferralCode(),
      })
      .returning({ id: users.id });
    return { outcome: 'created', roles, id: created!.id };
  });
}
