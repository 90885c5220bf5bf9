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

  const rolesOf = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().roles;

  it('creates the first staff account as the owner, who signs in as staff', async () => {
    const email = uniqueEmail('staff');
    expect(
      await saveStaffAccount(t.app.ctx.db, { email, name: 'Склад', password: 'staff-secret-1' }),
    ).toEqual({
      outcome: 'created',
      roles: ['owner'],
      id: expect.any(Number),
    });
    const answer = await signIn(email, 'staff-secret-1');
    expect(answer.statusCode).toBe(200);
    expect(decodeJwt(answer.json().token).role).toBe('staff');
    expect(await rolesOf(answer.json().token)).toEqual(['owner']);
  });

  it('gives later accounts support unless roles are named', async () => {
    const later = await saveStaffAccount(t.app.ctx.db, {
      email: uniqueEmail('later'),
      name: 'Ли',
      password: 'staff-secret-3',
    });
    expect(later.roles).toEqual(['support']);
    const named = await saveStaffAccount(t.app.ctx.db, {
      email: uniqueEmail('named'),
      name: 'Ван',
      password: 'staff-secret-4',
      roles: ['warehouse', 'buyer'],
    });
    expect(named.roles).toEqual(['warehouse', 'buyer']);
  });

  it('makes an existing customer staff with the new password', async () => {
    const client = await signUpClient(t.app);
    expect(
      await saveStaffAccount(t.app.ctx.db, {
        email: client.email,
        name: 'Склад',
        password: 'staff-secret-2',
      }),
    ).toMatchObject({ outcome: 'updated' });
    expect((await signIn(client.email, client.password)).statusCode).toBe(401);
    const answer = await signIn(client.email, 'staff-secret-2');
    expect(answer.statusCode).toBe(200);
    expect(decodeJwt(answer.json().token).role).toBe('staff');
  });
});
