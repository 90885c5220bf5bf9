import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  SIGN_IN_MAX_ACCOUNTS_PER_ADDRESS,
  SIGN_IN_MAX_FAILURES_PER_EMAIL,
  SIGN_IN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS,
} from '@cargo/domain';
import { emailOutbox } from '../../db/schema/mail.js';
import { createTestApp, signUpClient, type TestApp, uniqueEmail } from '../../test/helpers.js';

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/sign-in',
      payload: { email, password },
      remoteAddress: ip,
    });
  const statusesOf = async (attempts: Array<() => Promise<{ statusCode: number }>>) => {
    const statuses: number[] = [];
    for (const attempt of attempts) statuses.push((await attempt()).statusCode);
    return statuses;
  };
  const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

  it('stops a stranger guessing at five, while the owner at her own address signs in', async () => {
    const owner = await signUpClient(t.app);
    const stranger = '10.1.9.9';
    const guesses = await statusesOf(times(7, (i) => () => signIn(owner.email, `wrong-pass-${i}`, stranger)));
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const blocked = await signIn(owner.email, owner.password, stranger);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: AUTH_MESSAGES.tooManyAttempts });

    // The owner has never signed in from here before: only the pair she and this address make counts.
    expect((await signIn(owner.email, owner.password, '10.1.0.1')).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password, stranger)).statusCode).toBe(429);
  });

  it('counts one IPv6 customer’s /64 as one address', async () => {
    const owner = await signUpClient(t.app);
    const rotating = await statusesOf(
      times(6, (i) => () => signIn(owner.email, 'wrong-pass', `2001:db8::${i + 1}`)),
    );
    expect(rotating).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(owner.email, owner.password, '2001:db8:0:1::1')).statusCode).toBe(200);
  });

  it('forgives a pair its failures on success, and nobody else’s', async () => {
    const owner = await signUpClient(t.app);
    const home = '10.2.0.1';
    const stranger = '10.2.9.9';
    for (let i = 0; i < 4; i += 1) await signIn(owner.email, 'wrong-pass', home);
    for (let i = 0; i < 4; i += 1) await signIn(owner.email, 'wrong-pass', stranger);
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await signIn(owner.email, 'wrong-pass', home);
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    // The stranger's four stay counted: his fifth failure is his last.
    expect((await signIn(owner.email, 'wrong-pass', stranger)).statusCode).toBe(401);
    expect((await signIn(owner.email, 'wrong-pass', stranger)).statusCode).toBe(429);
  });

  it('slows an address spraying many accounts without locking out colleagues who sign in there', async () => {
    const office = '10.3.0.7';
    const colleague = await signUpClient(t.app);
    expect((await signIn(colleague.email, colleague.password, office)).statusCode).toBe(200);
    const newcomer = await signUpClient(t.app);

    const spray = await statusesOf(times(25, () => () => signIn(uniqueEmail('guess'), 'wrong-pass', office)));
    expect(spray).toEqual([
      ...times(SIGN_IN_MAX_ACCOUNTS_PER_ADDRESS, () => 401),
      ...times(25 - SIGN_IN_MAX_ACCOUNTS_PER_ADDRESS, () => 429),
    ]);
    // An account that has never signed in from this address waits; elsewhere it is not touched.
    expect((await signIn(newcomer.email, newcomer.password, office)).statusCode).toBe(429);
    expect((await signIn(newcomer.email, newcomer.password, '10.3.0.8')).statusCode).toBe(200);
    // A colleague who signs in from this office keeps working.
    expect((await signIn(colleague.email, colleague.password, office)).statusCode).toBe(200);
  });

  it('closes an account under a distributed attack to new addresses only; a password reset reopens it', async () => {
    const owner = await signUpClient(t.app);
    const home = '10.4.0.1';
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);

    const attackers = SIGN_IN_MAX_FAILURES_PER_EMAIL / SIGN_IN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS;
    for (let a = 0; a < attackers; a += 1) {
      const guesses = await statusesOf(
        times(
          SIGN_IN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS,
          (i) => () => signIn(owner.email, `guess-${a}-${i}`, `10.4.1.${a + 1}`),
        ),
      );
      expect(guesses, `attacker ${a + 1}`).toEqual(
        times(SIGN_IN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS, () => 401),
      );
    }
    // A fresh address is refused even with the right password; the owner at home is not.
    expect((await signIn(owner.email, owner.password, '10.4.2.1')).statusCode).toBe(429);
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);

    // Travelling, the owner resets her password by mail and signs in from the hotel.
    const hotel = '10.4.3.1';
    expect((await signIn(owner.email, owner.password, hotel)).statusCode).toBe(429);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/client/forgot-password',
      payload: { email: owner.email },
      remoteAddress: hotel,
    });
    expect(forgot.statusCode).toBe(200);
    const [letter] = await t.app.ctx.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(letter!.body)![1]!);
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/client/reset-password?token=${encodeURIComponent(token)}`,
      payload: { password: 'new-pass-after-attack' },
      remoteAddress: hotel,
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(owner.email, 'new-pass-after-attack', hotel)).statusCode).toBe(200);
  });
});
