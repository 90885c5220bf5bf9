import { and, eq, gt, isNull } from 'drizzle-orm';
import { AUTH_MESSAGES, AUTH_TITLES, PASSWORD_RESET_TTL_SECONDS } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { passwordResets } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { AppError, badRequest } from '../../errors.js';
import { hashPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';
import { forgiveSignInFailures } from './sign-in-throttle.js';
import { hashToken, newOpaqueToken } from '../../token-signer.js';

const invalidLink = () => badRequest('RESET_TOKEN_INVALID', AUTH_MESSAGES.resetLinkInvalid);

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
    subject: AUTH_TITLES.passwordRecovery,
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

const usable = (token: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, hashToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/** Answers whether a reset link still works, without spending it: the page shows the form only then. */
export async function checkResetToken(db: Executor, token: string | null | undefined): Promise<void> {
  if (!token) throw invalidLink();
  const [reset] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(usable(token, new Date()));
  if (!reset) throw invalidLink();
}

/**
 * Sets a new password by a reset link's token; the token is spent, every session of the user ends and the account's
 * failed sign-ins are forgiven (the owner locked out by a distributed guesser gets back in this way).
 */
export async function resetPassword(ctx: AppContext, token: string | null | undefined, password: string) {
  if (!token) throw invalidLink();
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(usable(token, now))
      .returning({ userId: passwordResets.userId });
    if (!reset) throw invalidLink();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, reset.userId))
      .returning({ email: users.email });
    if (user) await forgiveSignInFailures(tx, user.email);
    // Other reset links sent earlier stop working too.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await revokeUserSessions(tx, reset.userId, 'password-reset');
    return reset.userId;
  });
  await ctx.sessionEnds.announce({ userId });
}
