import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, type UserRole } from '@cargo/domain';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  role: UserRole;
}

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  const refreshToken = (sessionId: string, jti: string, issuedAt: Date, expiresAt: Date) =>
    new SignJWT({ sid: sessionId, typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  return {
    async signAccessToken(claims: AccessClaims, now = new Date()): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId, role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    /**
     * Refresh tokens are signed too (so their lifetime can be read from `exp`), but what makes one valid is its
     * hash being stored, unused, for an open session: the server can take it back at any time.
     */
    async signRefreshToken(sessionId: string, expiresAt: Date): Promise<string> {
      return refreshToken(sessionId, randomBytes(16).toString('base64url'), new Date(), expiresAt);
    },
    /**
     * The refresh token that replaces `predecessorHash`, issued at `issuedAt`. It is a pure function of its
     * inputs (the `jti` is an HMAC of the predecessor under the secret, HS256 is deterministic), so the server
     * can answer the same token again when the predecessor is presented twice within the grace window, without
     * keeping the token itself (decision 001).
     */
    async signSuccessorRefreshToken(
      sessionId: string,
      predecessorHash: string,
      issuedAt: Date,
      expiresAt: Date,
    ): Promise<string> {
      const jti = createHmac('sha256', key)
        .update(`refresh-successor:${predecessorHash}`)
        .digest('base64url');
      return refreshToken(sessionId, jti.slice(0, 22), issuedAt, expiresAt);
    },
    /** Null for anything that is not a valid, unexpired access token of ours. */
    async verifyAccessToken(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || payload.typ === 'refresh')
          return null;
        const role = payload.role === 'staff' ? 'staff' : 'client';
        return { userId, sessionId: payload.sid, role };
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** An opaque random token (password reset) and the hash under which tokens are stored. */
export function newOpaqueToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
