import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, type ChangePasswordInput } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/users.js';
import { badRequest } from '../../errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';

/** A new password, given the old one; every other session of the user ends (this one stays open). */
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
