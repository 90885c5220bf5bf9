import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, type signUpSchema } from '@cargo/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/users.js';
import { conflict } from '../../errors.js';
import { createCustomer, type OpenAccounts } from './customers.js';
import { findUserByReferralCode } from './find-user-by-referral-code.js';
import { hashPassword } from './passwords.js';
import { type ClientInfo, type SessionTokens, startSession } from './sessions.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

type SignUp = z.output<typeof signUpSchema>;

/**
 * A new customer: the account, its money accounts (finance's `openAccounts`, in the same transaction) and a first
 * session. Two sign-ups racing for one e-mail: the unique index stops the second, which hears «e-mail taken» too.
 */
export async function signUp(
  ctx: AppContext,
  input: SignUp,
  client: ClientInfo,
  openAccounts: OpenAccounts,
): Promise<SessionTokens> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (existing) throw conflict('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
      // An unknown referral code must not stop a registration: the customer simply has no referrer.
      const referrer = input.referralId ? await findUserByReferralCode(tx, input.referralId) : null;
      const user = await createCustomer(
        tx,
        {
          email: input.email,
          passwordHash,
          name: input.name,
          phone: input.phone,
          registrationSourceId: input.registrationSourceId,
          referrerId: referrer?.id,
        },
        openAccounts,
      );
      return startSession(tx, ctx.signer, user, false, client);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
    throw error;
  }
}
