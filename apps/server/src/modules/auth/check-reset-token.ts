import { passwordResets } from '../../db/schema/sessions.js';
import type { Executor } from '../../db/client.js';
import { invalidResetLink, usableResetLink } from './reset-link.js';

/** Answers whether a reset link still works, without spending it: the page shows the form only then. */
export async function checkResetToken(db: Executor, token: string | null | undefined): Promise<void> {
  if (!token) throw invalidResetLink();
  const [reset] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(usableResetLink(token, new Date()));
  if (!reset) throw invalidResetLink();
}
