import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from '@cargo/domain';
import { refreshTokens } from '../../db/schema/sessions.js';
import { bearer, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';
import { hashToken } from '../../token-signer.js';

describe('refresh-token rotation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });

  it('trades a refresh token for a new pair and the new access token works', async () => {
    const client = await signUpClient(t.app);
    const response = await refresh(client.refreshToken);
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    expect(pair.accessToken).toEqual(expect.any(String));
    expect(pair.refreshToken).not.toBe(client.refreshToken);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/client/my-info',
      headers: bearer(pair.accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(client.email);
  });

  it('accepts each refresh token once; the rotated one keeps working', async () => {
    const client = await signUpClient(t.app);
    const first = (await refresh(client.refreshToken)).json();
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
  });

  const myInfo = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/client/my-info', headers: bearer(accessToken) });

  /** Moves a token's trade back in time, as if the replay came that much later. */
  const tradedSecondsAgo = (refreshToken: string, seconds: number) =>
    t.app.ctx.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - seconds * 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));

  it('answers a second tab presenting the same token a moment later with the same pair; the session lives on', async () => {
    const client = await signUpClient(t.app);
    const first = await refresh(client.refreshToken);
    const second = await refresh(client.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());

    const pair = first.json();
    expect((await myInfo(pair.accessToken)).statusCode).toBe(200);
    // The shared new refresh token works (once) and the session keeps going.
    const next = await refresh(pair.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await myInfo(next.json().accessToken)).statusCode).toBe(200);
  });

  it('gives two tabs refreshing at the same instant one pair', async () => {
    const client = await signUpClient(t.app);
    const [a, b] = await Promise.all([refresh(client.refreshToken), refresh(client.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect((await myInfo(a.json().accessToken)).statusCode).toBe(200);
  });

  it('treats a reused old refresh token as theft and ends the whole session', async () => {
    const client = await signUpClient(t.app);
    const rotated = (await refresh(client.refreshToken)).json();
    await tradedSecondsAgo(client.refreshToken, REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1);

    const replay = await refresh(client.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_TOKEN_REUSED');

    // The legitimate holder's newer tokens are dead too: both have to sign in again.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/client/my-info',
      headers: bearer(rotated.accessToken),
    });
    expect(me.statusCode).toBe(401);
  });

  it('does not touch the customer’s other sessions when one is revoked for reuse', async () => {
    const client = await signUpClient(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/client/sign-in',
      payload: { email: client.email, password: client.password },
    });
    await refresh(client.refreshToken);
    await tradedSecondsAgo(client.refreshToken, REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1);
    expect((await refresh(client.refreshToken)).json().code).toBe('REFRESH_TOKEN_REUSED');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/client/my-info',
      headers: bearer(other.json().token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses unknown and empty refresh tokens', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const empty = await refresh('');
    expect(empty.statusCode).toBe(400);
  });
});
