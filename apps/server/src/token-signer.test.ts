import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './token-signer.js';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const signer = createTokenSigner(SECRET);
const key = new TextEncoder().encode(SECRET);
const claims = { userId: 42, sessionId: '5b0c3a8e-5f47-4d7a-8a51-8f0f1a1d2e3f', role: 'client' as const };

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed by hand with the right secret, so each check of the verifier can be met or broken alone. */
function handMade(payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }) {
  const input = `${part(header)}.${part(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('access token check (every signed-in request runs it)', () => {
  it('accepts the access tokens it signs, with their user, session and role', async () => {
    const token = await signer.signAccessToken(claims);
    expect(signer.verifyAccessToken(token)).toEqual(claims);
    const staff = await signer.signAccessToken({ ...claims, role: 'staff' });
    expect(signer.verifyAccessToken(staff)?.role).toBe('staff');
  });

  it('refuses a token once its 7 days are over', async () => {
    const token = await signer.signAccessToken(claims, new Date(Date.now() - 8 * 24 * 3600 * 1000));
    expect(signer.verifyAccessToken(token)).toBeNull();
  });

  it('checks the time limits again each time a token it has checked before comes back', async () => {
    const token = await signer.signAccessToken(claims);
    const expiry = Date.now() + 7 * 24 * 3600 * 1000;
    expect(signer.verifyAccessToken(token)).toEqual(claims);
    expect(signer.verifyAccessToken(token, expiry - 60_000)).toEqual(claims);
    expect(signer.verifyAccessToken(token, expiry + 60_000)).toBeNull();
    const notYet = handMade({ sub: '42', sid: claims.sessionId, exp: inAnHour(), nbf: inAnHour() - 1800 });
    expect(signer.verifyAccessToken(notYet)).toBeNull();
    expect(signer.verifyAccessToken(notYet, Date.now() + 1800_000)).toEqual(claims);
    expect(signer.verifyAccessToken(notYet)).toBeNull();
  });

  it('refuses a token signed with another secret, or with its payload or signature changed', async () => {
    const token = await signer.signAccessToken(claims);
    const other = await createTokenSigner(`${SECRET}-other`).signAccessToken(claims);
    expect(signer.verifyAccessToken(other)).toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    expect(signer.verifyAccessToken(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(signer.verifyAccessToken(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(signer.verifyAccessToken(`${header}.${payload}.${signature}x`)).toBeNull();
    expect(signer.verifyAccessToken(`${header}.${payload}`)).toBeNull();
    expect(signer.verifyAccessToken('garbage')).toBeNull();
  });

  it('refuses an unsigned token, another algorithm, an unknown critical header and a token not valid yet', async () => {
    const payload = { sub: '42', sid: claims.sessionId, exp: inAnHour() };
    expect(signer.verifyAccessToken(`${part({ alg: 'none' })}.${part(payload)}.`)).toBeNull();
    expect(signer.verifyAccessToken(handMade(payload, { alg: 'none' }))).toBeNull();
    const hs512 = await new SignJWT(payload).setProtectedHeader({ alg: 'HS512' }).sign(key);
    expect(signer.verifyAccessToken(hs512)).toBeNull();
    expect(signer.verifyAccessToken(handMade(payload, { alg: 'HS256', crit: ['x'], x: 1 }))).toBeNull();
    expect(signer.verifyAccessToken(handMade({ ...payload, nbf: inAnHour() }))).toBeNull();
    expect(signer.verifyAccessToken(handMade(payload))).toEqual(claims);
  });

  it('refuses a refresh token, a token without expiry, and tokens that name no user or session', async () => {
    const refresh = await signer.signRefreshToken(claims.sessionId, new Date(Date.now() + 3600_000));
    expect(signer.verifyAccessToken(refresh)).toBeNull();
    expect(signer.verifyAccessToken(handMade({ sub: '42', sid: claims.sessionId }))).toBeNull();
    expect(
      signer.verifyAccessToken(handMade({ sub: 'x', sid: claims.sessionId, exp: inAnHour() })),
    ).toBeNull();
    expect(signer.verifyAccessToken(handMade({ sub: '42', exp: inAnHour() }))).toBeNull();
  });
});
