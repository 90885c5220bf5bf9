import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
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
  /** Tokens whose signature and header were checked already, with their time limits (checked on every use). */
  const verified = new Map<string, VerifiedToken>();
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
    /**
     * Null for anything that is not a valid, unexpired access token of ours. It runs on every signed-in request,
     * so it checks the HS256 signature with one synchronous HMAC instead of jose's WebCrypto round (which imports
     * the key and hops to the thread pool on every call, a fifth of a signed-in read's CPU).
     */
    verifyAccessToken(token: string, now = Date.now()): AccessClaims | null {
      const known = verified.get(token);
      if (known) return stillValid(known, now) ? known.claims : null;
      const found = verifyHs256AccessToken(key, token, now);
      if (found) {
        // A bounded memo: past its size it starts over (a signed-in user sends the same token all day).
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
        verified.set(token, found);
        return found.claims;
      }
      return null;
    },
  };
}

const HS256_HEADER_FIELDS = new Set(['alg', 'typ']);
const VERIFIED_TOKENS_KEPT = 10_000;

/** An access token whose signature and header are ours, with the claims and time limits it carries. */
interface VerifiedToken {
  claims: AccessClaims;
  exp: number;
  nbf: number | undefined;
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * What jose's `jwtVerify(token, key, { algorithms: ['HS256'] })` accepted, for the tokens this server signs: a
 * header naming HS256 and nothing critical, a signature equal to ours (compared as canonical base64url, in constant
 * time), an `exp` in the future, and no `nbf` still to come.
 */
function verifyHs256AccessToken(key: Uint8Array, token: string, now: number): VerifiedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedHeader, encodedPayload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${encodedHeader}.${encodedPayload}`).digest('base64url');
  if (signature.length !== expected.length) return null;
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
  const header = decodeJson(encodedHeader);
  if (!header || header.alg !== 'HS256' || Object.keys(header).some((name) => !HS256_HEADER_FIELDS.has(name)))
    return null;
  const payload = decodeJson(encodedPayload);
  if (!payload) return null;
  if (typeof payload.exp !== 'number') return null;
  if (payload.nbf !== undefined && typeof payload.nbf !== 'number') return null;
  const userId = Number(payload.sub);
  if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || payload.typ === 'refresh') return null;
  const role = payload.role === 'staff' ? 'staff' : 'client';
  const found = {
    claims: { userId, sessionId: payload.sid, role },
    exp: payload.exp,
    nbf: payload.nbf,
  } as const;
  return stillValid(found, now) ? found : null;
}

/** `exp` in the future and no `nbf` still to come, at `now`. */
function stillValid(token: VerifiedToken, now: number): boolean {
  const seconds = Math.floor(now / 1000);
  return token.exp > seconds && (token.nbf === undefined || token.nbf <= seconds);
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** An opaque random token (password reset) and the hash under which tokens are stored. */
export function newOpaqueToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
