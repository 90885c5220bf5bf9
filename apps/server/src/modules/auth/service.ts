import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  PASSWORD_RESET_TTL_SECONDS,
  type ChangePasswordInput,
  type signInSchema,
  type signUpSchema,
} from '@cargo/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { AppError, badRequest, conflict } from '../../errors.js';
import { openAccounts } from '../finance/ledger.js';
import { findUserByReferralCode, newReferralCode } from '../profile/referrals.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { type ClientInfo, revokeUserSessions, type SessionTokens, startSession } from './sessions.js';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from './sign-in-throttle.js';
import { hashToken, newOpaqueToken } from './tokens.js';

type SignUp = z.output<typeof signUpSchema>;
type SignIn = z.output<typeof signInSchema>;

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

export async function signUp(ctx: AppContext, input: SignUp, client: ClientInfo): Promise<SessionTokens> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (existing) throw conflict('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
      // An unknown referral code must not stop a registration: the customer simply has no referrer.
      const referrer = input.referralId ? await findUserByReferralCode(tx, input.referralId) : null;
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          role: 'client',
          name: input.name,
          phone: input.phone ?? null,
          registrationSourceId: input.registrationSourceId,
          referralCode: newReferralCode(),
          referrerId: referrer?.id ?? null,
        })
        .returning({ id: users.id, role: users.role });
      await openAccounts(tx, user!.id);
      return startSession(tx, ctx.signer, user!, false, client);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

export async function signIn(ctx: AppContext, input: SignIn, client: ClientInfo): Promise<SessionTokens> {
  await assertSignInAllowed(ctx.db, input.email, client.ip);
  const [user] = await ctx.db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email));
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!user) await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await recordSignInFailure(ctx.db, input.email, client.ip);
    throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  }
  await clearSignInFailures(ctx.db, input.email);
  return startSession(ctx.db, ctx.signer, user, input.rememberMe, client);
}

export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new AppError(404, 'EMAIL_NOT_REGISTERED', AUTH_MESSAGES.emailNotRegistered);
  const token = newOpaqueToken('reset');
  await ctx.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_SECONDS * 1000),
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: email,
    subject: 'Восстановление пароля',
    text: [
      'Здравствуйте!',
      '',
      'Вы запросили восстановление пароля от личного кабинета. Чтобы задать новый пароль, откройте ссылку:',
      link,
      '',
      `Ссылка действует ${PASSWORD_RESET_TTL_SECONDS / 60} минут и только один раз.`,
      'Если вы не запрашивали восстановление, просто проигнорируйте это письмо.',
    ].join('\n'),
  });
}

/** Sets a new password by a reset link's token; the token is spent and every session of the user ends. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw badRequest('RESET_TOKEN_INVALID', AUTH_MESSAGES.resetLinkInvalid);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId));
    // Other reset links sent earlier stop working too.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await revokeUserSessions(tx, reset.userId, 'password-reset');
  });
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
}
