import { STAFF_ACCESS_MESSAGES } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  queryRows,
  signInStaffMember,
  type TestApp,
  type SignedInStaff,
} from '../../test/helpers.js';

/** The owner's team desk (decision 048): roles and deactivation take effect at once; an owner always remains. */
describe('the team desk', () => {
  let t: TestApp;
  let owner: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInStaffMember(t.app, ['owner']);
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) =>
    call(t.app, 'POST', '/api/client/sign-in', null, { email, password });
  const auditOf = async (memberId: number) =>
    queryRows<{ action: string; actor_id: number; changes: unknown }>(
      t.app,
      sql`select action, actor_id, changes from staff_audit
        where object_type = 'staff' and object_id = ${String(memberId)} order by id`,
    );

  it('lists colleagues with their roles and state; only the owner may', async () => {
    const worker = await signInStaffMember(t.app, ['warehouse']);
    const team = await call(t.app, 'GET', '/api/staff/team', owner.token);
    expect(team.statusCode).toBe(200);
    expect(team.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: worker.id, roles: ['warehouse'], state: 'active' }),
        expect.objectContaining({ id: owner.id, roles: ['owner'] }),
      ]),
    );
    const refused = await call(t.app, 'GET', '/api/staff/team', worker.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: STAFF_ACCESS_MESSAGES.forbidden });
    expect((await call(t.app, 'GET', '/api/staff/me', worker.token)).json()).toMatchObject({
      id: worker.id,
      roles: ['warehouse'],
    });
  });

  it('changes roles at once: the member is signed out and then holds only the new roles', async () => {
    const member = await signInStaffMember(t.app, ['support']);
    expect((await call(t.app, 'GET', '/api/staff/helpdesk/tickets', member.token)).statusCode).toBe(200);
    const changed = await call(t.app, 'PUT', `/api/staff/team/${member.id}/roles`, owner.token, {
      roles: ['buyer', 'warehouse'],
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/staff/me', member.token)).statusCode).toBe(401);
    const again = (await signIn(member.email, member.password)).json().token as string;
    expect((await call(t.app, 'GET', '/api/staff/me', again)).json().roles).toEqual(['warehouse', 'buyer']);
    expect((await call(t.app, 'GET', '/api/staff/helpdesk/tickets', again)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/staff/orders/lots', again)).statusCode).toBe(200);
    expect(await auditOf(member.id)).toEqual([
      {
        action: 'staff.roles',
        actor_id: owner.id,
        changes: { roles: [['support'], ['warehouse', 'buyer']] },
      },
    ]);
    // The same roles again change nothing and write nothing.
    await call(t.app, 'PUT', `/api/staff/team/${member.id}/roles`, owner.token, {
      roles: ['buyer', 'warehouse'],
    });
    expect(await auditOf(member.id)).toHaveLength(1);
  });

  it('deactivates at once: sessions end, sign-in is refused after the password, and activation restores it', async () => {
    const member = await signInStaffMember(t.app, ['finance']);
    expect(
      (await call(t.app, 'PUT', `/api/staff/team/${member.id}/deactivate`, owner.token)).statusCode,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/api/staff/me', member.token)).statusCode).toBe(401);
    const wrong = await signIn(member.email, 'not-the-password-1');
    expect(wrong.statusCode).toBe(401);
    const refused = await signIn(member.email, member.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'ACCOUNT_DEACTIVATED',
      message: STAFF_ACCESS_MESSAGES.deactivated,
    });
    const listed = (await call(t.app, 'GET', '/api/staff/team', owner.token)).json().data;
    expect(listed.find((m: { id: number }) => m.id === member.id).state).toBe('deactivated');

    expect((await call(t.app, 'PUT', `/api/staff/team/${member.id}/activate`, owner.token)).statusCode).toBe(
      200,
    );
    expect((await signIn(member.email, member.password)).statusCode).toBe(200);
    expect((await auditOf(member.id)).map((row) => row.action)).toEqual([
      'staff.deactivate',
      'staff.activate',
    ]);
  });

  it('keeps the last active owner: neither demoted nor deactivated, until another owner exists', async () => {
    const t2 = await createTestApp();
    try {
      const only = await signInStaffMember(t2.app, ['owner']);
      const demote = await call(t2.app, 'PUT', `/api/staff/team/${only.id}/roles`, only.token, {
        roles: ['finance'],
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({ code: 'LAST_OWNER', message: STAFF_ACCESS_MESSAGES.lastOwner });
      const off = await call(t2.app, 'PUT', `/api/staff/team/${only.id}/deactivate`, only.token);
      expect(off.statusCode).toBe(409);
      expect((await call(t2.app, 'GET', '/api/staff/me', only.token)).json().roles).toEqual(['owner']);

      const second = await signInStaffMember(t2.app, ['owner']);
      const handOver = await call(t2.app, 'PUT', `/api/staff/team/${only.id}/roles`, second.token, {
        roles: ['finance'],
      });
      expect(handOver.statusCode).toBe(200);
      const last = await call(t2.app, 'PUT', `/api/staff/team/${second.id}/deactivate`, second.token);
      expect(last.statusCode).toBe(409);
    } finally {
      await t2.close();
    }
  });

  it('refuses a role that does not exist and an empty list, changing nothing', async () => {
    const member = await signInStaffMember(t.app, ['support']);
    for (const roles of [[], ['admin'], 'owner']) {
      const answer = await call(t.app, 'PUT', `/api/staff/team/${member.id}/roles`, owner.token, { roles });
      expect(answer.statusCode).toBe(400);
    }
    expect((await call(t.app, 'GET', '/api/staff/me', member.token)).json().roles).toEqual(['support']);
    expect(
      (await call(t.app, 'PUT', '/api/staff/team/999999/roles', owner.token, { roles: ['buyer'] }))
        .statusCode,
    ).toBe(404);
  });
});
