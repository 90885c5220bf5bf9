import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../db/schema/audit.js';
import { readOperations } from '../test/contract/openapi.js';
import { deskStages } from '../test/contract/desk-stages.js';
import { type ChangeContext, STAFF_CHANGES } from '../test/contract/staff-changes.js';
import { call, createTestApp, signInStaffMember, type TestApp, type SignedInStaff } from '../test/helpers.js';
import { uploadPhotoReport } from '../test/photo-report-upload.js';

/**
 * Every staff operation that changes something writes its audit row in the change's own transaction (decision
 * 049). Built from the OpenAPI document: each staff POST and PUT needs its entry in `STAFF_CHANGES` (how to bring
 * an object to the state it starts from), is called as an owner, and must leave a row naming that owner, the
 * operation, the action and the object. A change that forgets its row fails here.
 */
describe('the staff audit trail covers every staff change', () => {
  let t: TestApp;
  let owner: SignedInStaff;
  let h: ChangeContext;
  let staffChanges: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInStaffMember(t.app, ['owner']);
    h = { app: t.app, staff: owner.token, stages: deskStages(t.app, owner.token) };
    const { operations } = await readOperations(t.app);
    staffChanges = operations
      .filter((op) => op.path.startsWith('/api/staff/') && (op.method === 'POST' || op.method === 'PUT'))
      .map((op) => `${op.method} ${op.path}`);
  });
  afterAll(() => t.close());

  const lastAuditId = async () =>
    (await t.app.ctx.db.select({ id: max(staffAudit.id) }).from(staffAudit))[0]?.id ?? 0;

  it('knows every staff POST and PUT of the OpenAPI document, and nothing else', () => {
    expect(staffChanges.length).toBeGreaterThan(30);
    expect(staffChanges.filter((key) => !STAFF_CHANGES[key])).toEqual([]);
    expect(Object.keys(STAFF_CHANGES).filter((key) => !staffChanges.includes(key))).toEqual([]);
  });

  it.each(Object.keys(STAFF_CHANGES))('%s leaves its audit row', async (operation) => {
    const change = await STAFF_CHANGES[operation]!(h);
    const before = await lastAuditId();
    const [method] = operation.split(' ') as ['POST' | 'PUT'];
    const response = change.upload
      ? await uploadPhotoReport(t.app, owner.token, Number(change.objectId))
      : await call(t.app, method, change.url, owner.token, change.body);
    expect(response.statusCode, response.body).toBeLessThan(300);
    const objectId =
      typeof change.objectId === 'function'
        ? change.objectId(response.json() as Record<string, unknown>)
        : change.objectId;
    const rows = await t.app.ctx.db
      .select()
      .from(staffAudit)
      .where(and(gt(staffAudit.id, before), eq(staffAudit.operation, operation)));
    expect(rows.map((row) => `${row.action} ${row.objectType} ${row.objectId}`)).toContain(
      `${change.action} ${change.objectType} ${String(objectId)}`,
    );
    const row = rows.find((r) => r.objectId === String(objectId))!;
    expect(row).toMatchObject({ actorId: owner.id, actorEmail: owner.email, actorRoles: ['owner'] });
    expect(row.requestId).toBeTruthy();
    expect(row.ip).toBe('127.0.0.1');
  });
});
