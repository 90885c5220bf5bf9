import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cargo/domain';
import { createTestApp, signUpClient, type TestApp, uniqueEmail } from '../../test/helpers.js';

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/sign-in',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('blocks an e-mail for 15 minutes after five failures, even with the right password', async () => {
    const client = await signUpClient(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(client.email, `wrong-pass-${i}`, `10.0.0.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await signIn(client.email, client.password, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: AUTH_MESSAGES.tooManyAttempts });
  });

  it('a success before the limit forgives earlier failures of that e-mail', async () => {
    const client = await signUpClient(t.app);
    for (let i = 0; i < 4; i += 1) await signIn(client.email, 'wrong-pass', '10.0.2.1');
    expect((await signIn(client.email, client.password, '10.0.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await signIn(client.email, 'wrong-pass', '10.0.2.1');
    expect((await signIn(client.email, client.password, '10.0.2.1')).statusCode).toBe(200);
  });

  it('blocks an address after twenty failures across different e-mails', async () => {
    const ip = '10.0.3.7';
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(uniqueEmail('guess'), 'wrong-pass', ip)).statusCode).toBe(401);
    }
    const client = await signUpClient(t.app);
    expect((await signIn(client.email, client.password, ip)).statusCode).toBe(429);
    expect((await signIn(client.email, client.password, '10.0.3.8')).statusCode).toBe(200);
  });
});
