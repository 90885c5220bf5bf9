import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  queryRows,
  signInStaffMember,
  signUpClient,
  type TestApp,
} from '../../test/helpers.js';

/** The desk's language (decision 066): each member's own, remembered on the account and given back at sign-in. */
describe('the desk language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (email: string, password: string) =>
    (await call(t.app, 'POST', '/api/client/sign-in', null, { email, password })).json().token as string;

  it('is Russian until the member chooses Chinese, and stays Chinese after signing in again', async () => {
    const member = await signInStaffMember(t.app, ['warehouse']);
    expect((await call(t.app, 'GET', '/api/staff/me', member.token)).json().deskLanguage).toBe('ru');

    const saved = await call(t.app, 'PUT', '/api/staff/me/language', member.token, { language: 'zh' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Язык рабочего места сохранён');

    const again = await signIn(member.email, member.password);
    expect((await call(t.app, 'GET', '/api/staff/me', again)).json().deskLanguage).toBe('zh');
    const audit = await queryRows<{ action: string; changes: unknown }>(
      t.app,
      sql`select action, changes from staff_audit where object_type = 'staff' and object_id = ${String(member.id)}`,
    );
    expect(audit).toEqual([{ action: 'staff.language', changes: { deskLanguage: ['ru', 'zh'] } }]);
  });

  it('is one member’s own: a colleague’s desk keeps its language', async () => {
    const one = await signInStaffMember(t.app, ['support']);
    const other = await signInStaffMember(t.app, ['finance']);
    await call(t.app, 'PUT', '/api/staff/me/language', one.token, { language: 'zh' });
    expect((await call(t.app, 'GET', '/api/staff/me', other.token)).json().deskLanguage).toBe('ru');
  });

  it('refuses an unknown language with a Russian message and changes nothing', async () => {
    const member = await signInStaffMember(t.app, ['buyer']);
    const refused = await call(t.app, 'PUT', '/api/staff/me/language', member.token, { language: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Выберите язык рабочего места');
    expect((await call(t.app, 'GET', '/api/staff/me', member.token)).json().deskLanguage).toBe('ru');
  });

  // Like every staff call, the desk's address does not exist for a customer (authenticateStaff answers 404, the
  // house rule for the staff area); the brief's "403" is what a staff member without the role would get.
  it('is not a customer’s to call: the staff area answers 404 and nothing is stored', async () => {
    const customer = await signUpClient(t.app);
    const refused = await call(t.app, 'PUT', '/api/staff/me/language', customer.token, { language: 'zh' });
    expect(refused.statusCode).toBe(404);
    const [row] = await queryRows<{ desk_language: string }>(
      t.app,
      sql`select desk_language from users where email = ${customer.email}`,
    );
    expect(row?.desk_language).toBe('ru');
  });
});
