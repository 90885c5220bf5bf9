import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, AUTH_TITLES, PASSWORD_RESET_TTL_SECONDS } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { passwordResets } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import { hashToken, newOpaqueToken } from '../../token-signer.js';

/** A password-reset request: a one-time link, kept only as its hash, mailed to the account's e-mail (404 if none). */
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
