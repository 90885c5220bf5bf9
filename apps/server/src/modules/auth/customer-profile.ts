import { type AnyColumn, eq, sql, type SQL } from 'drizzle-orm';
import type { updateProfileSchema } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';

type ProfileUpdate = z.output<typeof updateProfileSchema>;

/**
 * The customer's own row as my-info shows it (never the password hash), for the read API with the placeholder
 * `userId`. The balances are finance's: the caller (profile) hands them in as a column of the same statement,
 * built from the row's id, so auth, which owns `users`, imports no finance (decision 058).
 */
export function myInfoQuery<Accounts>(db: Executor, accountsOf: (userId: AnyColumn) => SQL<Accounts>) {
  const referrer = db.select({ id: users.id, referralCode: users.referralCode }).from(users).as('referrer');
  // A two-table select: Drizzle qualifies every column, so the balances' subquery reads this user's id.
  return db
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
      // Named: the answer stands as a subquery of the read's statement, beside the user's own referral_code.
      referralId: sql<string | null>`${referrer.referralCode}`.as('referral_id'),
      createdAt: users.createdAt,
      accounts: accountsOf(users.id).as('accounts'),
    })
    .from(users)
    .leftJoin(referrer, eq(referrer.id, users.referrerId))
    .where(eq(users.id, sql.placeholder('userId')))
    .$dynamic();
}

/** The customer's own details (name, surname, middle name, phone), as the profile form saves them. */
export async function updateCustomerDetails(
  db: Executor,
  userId: number,
  input: ProfileUpdate,
): Promise<void> {
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
}
