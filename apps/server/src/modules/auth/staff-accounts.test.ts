import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, decodeJwt, signUpClient, type TestApp, uniqueEmail } from '../../test/helpers.js';
import { saveStaffAccount } from './index.js';

/** What `npm run staff:create` does, through the auth module's service function. */
describe('staff accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/client/sign-in', payload: { email, password } });

  it('creates a staff account that signs in as staff', async () => {
    const email = uniqueEmail('staff');
    expect(await saveStaffAccount(t.app.ctx.db, { email, name: 'Склад', password: 'staff-secret-1' })).toBe(
      'created',
    );
    const answer = await signIn(email, 'staff-secret-1');
    expect(answer.statusCode).toBe(200);
    expect(decodeJwt(answer.json().token).role).toBe('staff');
  });

  it('makes an existing customer staff with the new password', async () => {
    const client = await signUpClient(t.app);
    expect(
      await saveStaffAccount(t.app.ctx.db, {
        email: client.email,
        name: 'Склад',
        password: 'staff-secret-2',
      }),
    ).toBe('updated');
    expect((await signIn(client.email, client.password)).statusCode).toBe(401);
    const answer = await signIn(client.email, 'staff-secret-2');
    expect(answer.statusCode).toBe(200);
    expect(decodeJwt(answer.json().token).role).toBe('staff');
  });
});
