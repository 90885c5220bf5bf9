import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  SIGN_IN_KNOWN_ADDRESS_DAYS,
  SIGN_IN_MAX_ACCOUNTS_PER_ADDRESS,
  SIGN_IN_MAX_FAILURES_PER_EMAIL,
  SIGN_IN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS,
  SIGN_IN_WINDOW_SECONDS,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { sessions, signInFailures } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';

/**
 * Sign-in throttling kept in the database, so it holds across restarts and every instance. The limits and why they
 * are shaped so (a stranger must not be able to lock an owner out) are in the domain's limits.ts and decision 045.
 */

/** One IPv6 customer holds a whole /64: counting each of its addresses apart would let him rotate past the limits. */
const addressOf = (ip: string) => normalizeIP(ip);

const windowStart = () => new Date(Date.now() - SIGN_IN_WINDOW_SECONDS * 1000);

export async function assertSignInAllowed(db: Executor, email: string, ip: string): Promise<void> {
  const address = addressOf(ip);
  const f = signInFailures;
  const [counts] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${f.email} = ${email} and ${f.ip} = ${address})::int`,
      accountsFromAddress: sql<number>`count(distinct ${f.email}) filter (where ${f.ip} = ${address})::int`,
      account: sql<number>`count(*) filter (where ${f.email} = ${email})::int`,
    })
    .from(f)
    .where(and(or(eq(f.email, email), eq(f.ip, address)), gt(f.createdAt, windowStart())));
  const pair = counts?.pair ?? 0;
  const sprayFromAddress = (counts?.accountsFromAddress ?? 0) >= SIGN_IN_MAX_ACCOUNTS_PER_ADDRESS;
  const distributedOnAccount = (counts?.account ?? 0) >= SIGN_IN_MAX_FAILURES_PER_EMAIL;
  if (
    pair >= SIGN_IN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS ||
    ((sprayFromAddress || distributedOnAccount) && !(await signedInFromHereBefore(db, email, ip)))
  ) {
    throw new AppError(429, 'TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyAttempts);
  }
}

/** The account's owner has started a session from this very address lately: the broad limits do not apply to him. */
async function signedInFromHereBefore(db: Executor, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - SIGN_IN_KNOWN_ADDRESS_DAYS * 24 * 3600 * 1000);
  const [known] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.email, email), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
    .limit(1);
  return known !== undefined;
}

export async function recordSignInFailure(db: Executor, email: string, ip: string): Promise<void> {
  await db.insert(signInFailures).values({ email, ip: addressOf(ip) });
}

/**
 * A successful sign-in forgives the failures of that e-mail at that address only: a guesser elsewhere keeps his
 * count. Rows older than the window are swept at the same time.
 */
export async function clearSignInFailures(db: Executor, email: string, ip: string): Promise<void> {
  const f = signInFailures;
  await db
    .delete(f)
    .where(or(and(eq(f.email, email), eq(f.ip, addressOf(ip))), lt(f.createdAt, windowStart())));
}

/** A password set through an e-mailed link proves the mailbox: the account's failures everywhere are forgiven. */
export async function forgiveSignInFailures(db: Executor, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
