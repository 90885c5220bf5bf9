import {
  STAFF_ACCESS_MESSAGES,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  staffMay,
  type StaffOperation,
  type StaffRole,
} from '@cargo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signInStaffMember, type TestApp } from '../test/helpers.js';
import { bodyExamples } from '../test/contract/examples.js';
import { databaseFingerprint } from '../test/contract/fingerprint.js';
import { type Operation, readOperations, sampleUrl } from '../test/contract/openapi.js';
import { buildWorld, type World } from '../test/contract/world.js';

const nameOf = (op: Operation) => `${op.method} ${op.path}`;
const isStaff = (op: Operation) => op.path.startsWith('/api/staff/');

/** The customer's calls a staff member makes too: their own name on the desk, signing out, their password, images. */
const STAFF_TOO = [
  'GET /api/client/my-info',
  'POST /api/client/sign-out',
  'PUT /api/client/change-password',
  'POST /api/google-cloud/image',
  'DELETE /api/google-cloud/image',
];

/**
 * Built from the OpenAPI document: every staff operation has its roles in the domain's table, and every role (and a
 * member with none) is checked against every staff operation — allowed, or 403 with the Russian message and nothing
 * changed. Staff tokens are refused on the customer's own calls.
 */
describe('staff roles × staff operations', () => {
  let t: TestApp;
  let world: World;
  let operations: Operation[];
  const members = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp();
    world = await buildWorld(t.app);
    operations = (await readOperations(t.app)).operations;
    for (const role of STAFF_ROLES) members.set(role, (await signInStaffMember(t.app, [role])).token);
    members.set('none', (await signInStaffMember(t.app, [])).token);
  }, 180_000);
  afterAll(() => t.close());

  const send = (op: Operation, token: string) => {
    const body = bodyExamples(world)[nameOf(op)];
    return t.app.inject({
      method: op.method,
      url: sampleUrl(op, world.ids as Record<string, string | number>),
      headers: bearer(token),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  };

  it('has an entry for every staff operation of the document, and none for an operation that is gone', () => {
    const documented = operations.filter(isStaff).map(nameOf).sort();
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((name) => !(name in STAFF_PERMISSIONS))).toEqual([]);
    expect(Object.keys(STAFF_PERMISSIONS).filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('refuses every operation a role does not hold with 403 and changes nothing', async () => {
    const before = await databaseFingerprint(t.app);
    const problems: string[] = [];
    let refused = 0;
    for (const [who, token] of members) {
      const roles = who === 'none' ? [] : [who as StaffRole];
      for (const op of operations.filter(isStaff)) {
        if (staffMay(roles, nameOf(op) as StaffOperation)) continue;
        const response = await send(op, token);
        refused += 1;
        const answer = response.statusCode === 403 ? response.json() : undefined;
        if (answer?.code !== 'FORBIDDEN' || answer.message !== STAFF_ACCESS_MESSAGES.forbidden) {
          problems.push(`${who}: ${nameOf(op)} → ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await databaseFingerprint(t.app)).toEqual(before);
    console.log(`role sweep: ${refused} refused calls across ${members.size} members`);
    expect(refused).toBeGreaterThan(100);
  }, 300_000);

  it('lets every role make the operations it holds (never 403)', async () => {
    const problems: string[] = [];
    // Reads first, then changes: a change must not take away an object a later read of the sweep needs.
    const ordered = [...operations.filter(isStaff)].sort(
      (a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'),
    );
    for (const [who, token] of members) {
      if (who === 'none' || who === 'owner') continue;
      for (const op of ordered.filter((o) => o.method === 'GET')) {
        if (!staffMay([who as StaffRole], nameOf(op) as StaffOperation)) continue;
        const response = await send(op, token);
        if (response.statusCode === 403 || response.statusCode >= 500) {
          problems.push(`${who}: ${nameOf(op)} → ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    const owner = members.get('owner')!;
    for (const op of ordered) {
      const response = await send(op, owner);
      if (response.statusCode === 403 || response.statusCode >= 500) {
        problems.push(`owner: ${nameOf(op)} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('refuses a staff token on the customer’s calls, so a staff top-up is never started', async () => {
    const token = members.get('owner')!;
    const problems: string[] = [];
    const customerCalls = operations.filter(
      (op) => op.secured && !isStaff(op) && !STAFF_TOO.includes(nameOf(op)),
    );
    for (const op of customerCalls) {
      const response = await send(op, token);
      const answer = response.statusCode === 403 ? response.json() : undefined;
      if (answer?.code !== 'CUSTOMERS_ONLY' || answer.message !== STAFF_ACCESS_MESSAGES.customersOnly) {
        problems.push(`${nameOf(op)} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(customerCalls.length).toBeGreaterThan(50);
    const topUp = await t.app.inject({
      method: 'POST',
      url: '/api/client/top-ups',
      headers: bearer(token),
      payload: { amount: 1000, currency: 'RUB' },
    });
    expect(topUp.statusCode).toBe(403);
    for (const name of STAFF_TOO.filter((n) => n.startsWith('GET'))) {
      const [, path] = name.split(' ');
      expect((await t.app.inject({ method: 'GET', url: path!, headers: bearer(token) })).statusCode).toBe(
        200,
      );
    }
  }, 300_000);
});
