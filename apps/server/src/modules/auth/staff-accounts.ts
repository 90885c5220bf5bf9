import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { newReferralCode } from '../profile/index.js';
import { hashPassword } from './passwords.js';

export interface StaffAccount {
  email: string;
  name: string;
  password: string;
}

/**
 * Creates a staff account, or makes an existing user (a customer too) staff with the new password; answers which of
 * the two it did.
 */
export async function saveStaffAccount(db: Executor, staff: StaffAccount): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(staff.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, staff.email));
  if (existing) {
    await db.update(users).set({ role: 'staff', passwordHash }).where(eq(users.id, existing.id));
    return 'updated';
  }
  await db.insert(users).values({
    email: staff.email,
    passwordHash,
    role: 'staff',
    name: staff.name,
    referralCode: newReferralCode(),
  });
  return 'created';
}
