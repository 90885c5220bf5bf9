import { and, eq, gt, isNull } from 'drizzle-orm';
import { AUTH_MESSAGES, REFRESH_TOKEN_REUSE_GRACE_SECONDS, type UserRole } from '@cargo/domain';
import type { SessionEnds } from '../../broadcast/session-ends.js';
import type { Executor } from '../../db/client.js';
import { refreshTokens, sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { unauthorized } from '../../errors.js';
import { refreshLifetimeMs, type SessionTokens } from './sessions.js';
import { hashToken, type TokenSigner } from '../../token-signer.js';

interface PresentedToken {
  tokenId: number;
  tokenHash: string;
  usedAt: Date | null;
  sessionId: string;
  rememberMe: boolean;
  userId: number;
  role: string;
}

/**
 * The pair that replaces a refresh token traded at `rotatedAt`. Both tokens are pure functions of the presented
 * token, the moment of the trade and the session, so the pair can be computed again for a second tab that presents
 * the same token a moment later (decision 001).
 */
async function successorPair(signer: TokenSigner, token: PresentedToken, rotatedAt: Date) {
  const expiresAt = new Date(rotatedAt.getTime() + refreshLifetimeMs(token.rememberMe));
  const refreshToken = await signer.signSuccessorRefreshToken(
    token.sessionId,
    token.tokenHash,
    rotatedAt,
    expiresAt,
  );
  const claims = { userId: token.userId, sessionId: token.sessionId, role: token.role as UserRole };
  const accessToken = await signer.signAccessToken(claims, rotatedAt);
  return { expiresAt, tokens: { accessToken, refreshToken } };
}

/** The answer of the trade that already happened, when its new refresh token really was issued. */
async function repeatRotation(tx: Executor, signer: TokenSigner, token: PresentedToken, rotatedAt: Date) {
  const { tokens } = await successorPair(signer, token, rotatedAt);
  const [issued] = await tx
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, hashToken(tokens.refreshToken)),
        eq(refreshTokens.sessionId, token.sessionId),
      ),
    );
  return issued ? tokens : null;
}

/**
 * Trades a refresh token for a new pair. Each refresh token is traded once. The same token presented again within
 * a few seconds of its trade is another tab of the same browser that read it before the first tab stored the new
 * pair: it gets the very same pair. Presented later, a used token means it was stolen or replayed, so the whole
 * session ends and both holders have to sign in again.
 */
export async function rotateRefreshToken(
  db: Executor,
  signer: TokenSigner,
  presented: string,
  sessionEnds: Pick<SessionEnds, 'announce'>,
): Promise<SessionTokens> {
  const tokenHash = hashToken(presented);
  const outcome = await db.transaction(async (tx) => {
    // The row lock queues two trades of one token: the second sees the first one's result.
    const [row] = await tx
      .select({
        tokenId: refreshTokens.id,
        tokenHash: refreshTokens.tokenHash,
        usedAt: refreshTokens.usedAt,
        sessionId: sessions.id,
        revokedAt: sessions.revokedAt,
        rememberMe: sessions.rememberMe,
        userId: users.id,
        role: users.role,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update', { of: refreshTokens });
    if (!row || row.revokedAt) return { kind: 'expired' as const };
    const now = new Date();
    if (row.usedAt) {
      const withinGrace = now.getTime() - row.usedAt.getTime() <= REFRESH_TOKEN_REUSE_GRACE_SECONDS * 1000;
      const again = withinGrace ? await repeatRotation(tx, signer, row, row.usedAt) : null;
      if (again) return { kind: 'rotated' as const, tokens: again };
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokeReason: 'refresh-token-reuse' })
        .where(eq(sessions.id, row.sessionId));
      // Returned rather than thrown: a throw would roll the revocation back.
      return { kind: 'reused' as const, sessionId: row.sessionId };
    }
    const consumed = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.id, row.tokenId),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ id: refreshTokens.id });
    if (consumed.length === 0) return { kind: 'expired' as const };
    const { expiresAt, tokens } = await successorPair(signer, row, now);
    // Each trade slides the session forward by the full lifetime it was opened with.
    await tx.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.sessionId));
    await tx
      .insert(refreshTokens)
      .values({ sessionId: row.sessionId, tokenHash: hashToken(tokens.refreshToken), expiresAt });
    return { kind: 'rotated' as const, tokens };
  });
  if (outcome.kind === 'reused') {
    await sessionEnds.announce({ sessionId: outcome.sessionId });
    throw unauthorized(AUTH_MESSAGES.sessionExpired, 'REFRESH_TOKEN_REUSED');
  }
  if (outcome.kind === 'expired') throw unauthorized(AUTH_MESSAGES.sessionExpired, 'SESSION_EXPIRED');
  return outcome.tokens;
}
