import { eq } from 'drizzle-orm';
import type { MyInfo, updateProfileSchema, UserRole } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { notFound } from '../../errors.js';
import { listAccounts } from '../finance/index.js';

type ProfileUpdate = z.output<typeof updateProfileSchema>;

/** The customer's own view of their account; the password hash is never selected. */
export async function getMyInfo(db: Executor, userId: number): Promise<MyInfo> {
  const referrer = db.select({ id: users.id, referralCode: users.referralCode }).from(users).as('referrer');
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      name: users.name,
      surname: users.surname,
      middleName: users.middleName,
      phone: users.phone,
      registrationSourceId: users.registrationSourceId,
      referralCode: users.referralCode,
      referralId: referrer.referralCode,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(referrer, eq(referrer.id, users.referrerId))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return {
    ...row,
    role: row.role as UserRole,
    createdAt: row.createdAt.toISOString(),
    accounts: await listAccounts(db, userId),
    // Filled in by the recipients feature: the customer's own recipient record, when they have one.
    recipientClientData: null,
  };
}

export async function updateProfile(db: Executor, userId: number, input: ProfileUpdate): Promise<MyInfo> {
  await db
    .update(users)
    .set({
      name: input.name,
      surname: input.surname ?? null,
      middleName: input.middleName ?? null,
      phone: input.phone ?? null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return getMyInfo(db, userId);
}
