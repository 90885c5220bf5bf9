import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, type Placeholder, sql, type SQL } from 'drizzle-orm';
import {
  REFRESH_TOKEN_REMEMBER_ME_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  type UserRole,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { refreshTokens, sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { hashToken, type TokenSigner } from '../../token-signer.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';
import type { SessionCondition } from '../../db/read/reader.js';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export function refreshLifetimeMs(rememberMe: boolean): number {
  return (rememberMe ? REFRESH_TOKEN_REMEMBER_ME_TTL_SECONDS : REFRESH_TOKEN_TTL_SECONDS) * 1000;
}

async function issueRefreshToken(
  db: Executor,
  signer: TokenSigner,
  sessionId: string,
  expiresAt: Date,
): Promise<string> {
  const refreshToken = await signer.signRefreshToken(sessionId, expiresAt);
  await db.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(refreshToken), expiresAt });
  return refreshToken;
}

/** Starts a session for a signed-in user. The refresh token lives 15 days, 30 with remember-me. */
export async function startSession(
  db: Executor,
  signer: TokenSigner,
  user: { id: number; role: string },
  rememberMe: boolean,
  client: ClientInfo,
): Promise<SessionTokens> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + refreshLifetimeMs(rememberMe));
  const sessionId = randomUUID();
  await db.insert(sessions).values({
    id: sessionId,
    userId: user.id,
    rememberMe,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300),
  });
  const refreshToken = await issueRefreshToken(db, signer, sessionId, expiresAt);
  const accessToken = await signer.signAccessToken({
    userId: user.id,
    sessionId,
    role: user.role as UserRole,
  });
  return { accessToken, refreshToken };
}

function openSessionCondition(
  sessionId: string | Placeholder<string>,
  userId: number | Placeholder<string>,
): SQL {
  return sql`exists (select 1 from ${sessions} where ${sessions.id} = ${sessionId}
    and ${sessions.userId} = ${userId} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`;
}

// The check's placeholder form, in the statements the prepared reads (db/read/reader.ts) build once.
const openSessionPlaceholders = openSessionCondition(
  sql.placeholder('session$id'),
  sql.placeholder('session$user'),
);

/**
 * The condition "the session an access token names is still open" (not signed out, not expired), as SQL a read can
 * put in its own WHERE: the check then costs no round trip of its own and sees the same snapshot as the data.
 */
export function sessionIsOpen(
  sessionId: string | Placeholder<string>,
  userId: number | Placeholder<string>,
): SQL {
  return openSessionCondition(sessionId, userId);
}

/** The same check for the one read API: with its values, and in placeholder form for a prepared read. */
export function openSessionCheck(sessionId: string, userId: number): SessionCondition {
  return {
    withValues: openSessionCondition(sessionId, userId),
    placeholders: openSessionPlaceholders,
    values: { session$id: sessionId, session$user: userId },
  };
}

function openSessionQuery(db: Executor) {
  return db
    .select({ role: users.role, staffRoles: users.staffRoles, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        isNull(users.deactivatedAt),
        sessionIsOpen(sql.placeholder('sessionId'), sql.placeholder('userId')),
      ),
    )
    .prepare('auth_open_session');
}
// Built once per database: every signed-in request runs it, so neither Drizzle nor PostgreSQL plans it again.
const openSessionQueryOf = preparedPerDatabase(openSessionQuery);

/** The session an access token names, if it is still open, with the user's current role. */
export async function findOpenSession(db: Executor, sessionId: string, userId: number) {
  const [row] = await openSessionQueryOf(db).execute({ sessionId, userId });
  return row ?? null;
}

/** Which of these sessions are still open (not signed out, not expired): one query for many holders. */
export async function openSessionIds(db: Executor, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    );
  return new Set(rows.map((row) => row.id));
}

export async function revokeSession(db: Executor, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user, except the one given (the device that changed the password). */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  reason: string,
  exceptSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(...conditions));
}
