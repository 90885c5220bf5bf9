import { eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  STAFF_ACCESS_MESSAGES,
  type ChangePasswordInput,
  type signInSchema,
  type signUpSchema,
} from '@cargo/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/users.js';
import { AppError, badRequest, conflict } from '../../errors.js';
import { createCustomer, type OpenAccounts } from './customers.js';
import { findUserByReferralCode } from './referrals.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { type ClientInfo, revokeUserSessions, type SessionTokens, startSession } from './sessions.js';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from './sign-in-throttle.js';

type SignUp = z.output<typeof signUpSchema>;
type SignIn = z.output<typeof signInSchema>;

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

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

export async function signIn(ctx: AppContext, input: SignIn, client: ClientInfo): Promise<SessionTokens> {
  await assertSignInAllowed(ctx.db, input.email, client.ip);
  const [user] = await ctx.db
    .select({
      id: users.id,
      role: users.role,
      passwordHash: users.passwordHash,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.email, input.email));
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!user) await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await recordSignInFailure(ctx.db, input.email, client.ip);
    throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  }
  await clearSignInFailures(ctx.db, input.email, client.ip);
  // Told only to whoever knows the password: a stranger cannot learn that the account exists or was deactivated.
  if (user.deactivatedAt) throw new AppError(403, 'ACCOUNT_DEACTIVATED', STAFF_ACCESS_MESSAGES.deactivated);
  await ctx.db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
  return startSession(ctx.db, ctx.signer, user, input.rememberMe, client);
}

export async function changePassword(
  ctx: AppContext,
  current: { userId: number; sessionId: string },
  input: ChangePasswordInput,
): Promise<void> {
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, current.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw badRequest('OLD_PASSWORD_WRONG', AUTH_MESSAGES.passwordUpdateRejected, {
      oldPassword: AUTH_MESSAGES.oldPasswordWrong,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, current.userId));
    await revokeUserSessions(tx, current.userId, 'password-change', current.sessionId);
  });
  await ctx.sessionEnds.announce({ userId: current.userId, exceptSessionId: current.sessionId });
}
