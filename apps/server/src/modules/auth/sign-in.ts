import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, STAFF_ACCESS_MESSAGES, type signInSchema } from '@cargo/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import { type ClientInfo, type SessionTokens, startSession } from './sessions.js';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from './sign-in-throttle.js';

type SignIn = z.output<typeof signInSchema>;

/**
 * Sign-in by e-mail and password, throttled per e-mail and client address (decision 045). An unknown e-mail costs
 * the same hashing time as a wrong password, so the answer's timing does not tell whether the account exists.
 */
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
