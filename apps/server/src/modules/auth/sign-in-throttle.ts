import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  SIGN_IN_MAX_FAILURES_PER_EMAIL,
  SIGN_IN_MAX_FAILURES_PER_IP,
  SIGN_IN_WINDOW_SECONDS,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { signInFailures } from '../../db/schema/sessions.js';
import { AppError } from '../../errors.js';

/**
 * Sign-in throttling kept in the database, so it holds across restarts and several server processes:
 * after 5 failures for one e-mail or 20 from one address within 15 minutes, sign-in answers 429.
 */
export async function assertSignInAllowed(db: Executor, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - SIGN_IN_WINDOW_SECONDS * 1000);
  const [byEmail] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), gt(signInFailures.createdAt, since)));
  const [byIp] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.ip, ip), gt(signInFailures.createdAt, since)));
  if ((byEmail?.n ?? 0) >= SIGN_IN_MAX_FAILURES_PER_EMAIL || (byIp?.n ?? 0) >= SIGN_IN_MAX_FAILURES_PER_IP) {
    throw new AppError(429, 'TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyAttempts);
  }
}

export async function recordSignInFailure(db: Executor, email: string, ip: string): Promise<void> {
  await db.insert(signInFailures).values({ email, ip });
}

/** A successful sign-in forgives that e-mail's failures; rows older than the window are swept at the same time. */
export async function clearSignInFailures(db: Executor, email: string): Promise<void> {
  const windowStart = new Date(Date.now() - SIGN_IN_WINDOW_SECONDS * 1000);
  await db
    .delete(signInFailures)
    .where(or(eq(signInFailures.email, email), lt(signInFailures.createdAt, windowStart)));
}
