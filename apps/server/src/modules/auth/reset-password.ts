import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { passwordResets } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { hashPassword } from './passwords.js';
import { invalidResetLink, usableResetLink } from './reset-link.js';
import { revokeUserSessions } from './sessions.js';
import { forgiveSignInFailures } from './sign-in-throttle.js';

/**
 * Sets a new password by a reset link's token; the token is spent, every session of the user ends and the account's
 * failed sign-ins are forgiven (the owner locked out by a distributed guesser gets back in this way).
 */
export async function resetPassword(ctx: AppContext, token: string | null | undefined, password: string) {
  if (!token) throw invalidResetLink();
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(usableResetLink(token, now))
      .returning({ userId: passwordResets.userId });
    if (!reset) throw invalidResetLink();
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
