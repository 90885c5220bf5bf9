import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_STATUS } from '@cargo/domain';
import { approvalRequests } from '../../db/schema/approvals.js';
import { staffAudit } from '../../db/schema/audit.js';
import { accounts, accountTransactions } from '../../db/schema/finance.js';
import { call, createTestApp, signInStaffMember, signUpClient, type TestApp } from '../../test/helpers.js';
import { usingPostgres } from '../../test/test-database.js';

const DECISIONS = 20;

/**
 * Approving twice or concurrently has one effect (decision 049): on PostgreSQL, twenty decisions of one request by
 * four members at once — the guarded update pending → approved lets exactly one through, and the money moves once.
 */
describe('four-eyes: concurrent decisions of one request', () => {
  let t: TestApp;
  let maker: string;
  const approvers: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    maker = (await signInStaffMember(t.app, ['finance'])).token;
    for (let i = 0; i < 4; i += 1) approvers.push((await signInStaffMember(t.app, ['finance'])).token);
  });
  afterAll(() => t.close());

  async function pendingCorrection() {
    const customer = await signUpClient(t.app);
    const userId = Number((await call(t.app, 'GET', '/api/client/my-info', customer.token)).json().id);
    const asked = await call(t.app, 'POST', `/api/staff/customers/${userId}/corrections`, maker, {
      currency: 'RUB',
      amount: 50_000,
      reason: 'Компенсация по претензии',
    });
    expect(asked.statusCode).toBe(202);
    return { userId, id: Number(asked.json().approval.id) };
  }
  const ledgerRows = async (userId: number) =>
    (
      await t.app.ctx.db
        .select({ n: count() })
        .from(accountTransactions)
        .innerJoin(accounts, eq(accounts.id, accountTransactions.accountId))
        .where(and(eq(accounts.userId, userId), eq(accountTransactions.kind, 'correction')))
    )[0]!.n;
  const auditRows = async (id: number, action: string) =>
    (
      await t.app.ctx.db
        .select({ n: count() })
        .from(staffAudit)
        .where(
          and(
            eq(staffAudit.objectType, 'approval'),
            eq(staffAudit.objectId, String(id)),
            eq(staffAudit.action, action),
          ),
        )
    )[0]!.n;

  it.skipIf(!usingPostgres)(
    `${DECISIONS} concurrent approvals: one 200, the rest 409, one credit`,
    async () => {
      const { userId, id } = await pendingCorrection();
      const answers = await Promise.all(
        Array.from({ length: DECISIONS }, (_, i) =>
          call(t.app, 'POST', `/api/staff/approvals/${id}/approve`, approvers[i % approvers.length]!, {}),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(DECISIONS - 1);
      expect(await ledgerRows(userId)).toBe(1);
      expect(await auditRows(id, 'approval.approve')).toBe(1);
      const [account] = await t.app.ctx.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.currency, 'RUB')));
      expect(account!.balance).toBe('50000.00');
    },
  );

  it.skipIf(!usingPostgres)(
    'approvals and rejections at once: one decision lands, money moves only if it approved',
    async () => {
      const { userId, id } = await pendingCorrection();
      const answers = await Promise.all(
        Array.from({ length: DECISIONS }, (_, i) =>
          i % 2 === 0
            ? call(t.app, 'POST', `/api/staff/approvals/${id}/approve`, approvers[i % 4]!, {})
            : call(t.app, 'POST', `/api/staff/approvals/${id}/reject`, approvers[i % 4]!, {
                comment: 'Нет акта',
              }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      const [request] = await t.app.ctx.db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
      const approved = request!.statusId === APPROVAL_STATUS.APPROVED;
      expect(await ledgerRows(userId)).toBe(approved ? 1 : 0);
      expect((await auditRows(id, 'approval.approve')) + (await auditRows(id, 'approval.reject'))).toBe(1);
    },
  );
});

if (!usingPostgres) {
  console.info(
    'approvals-race.test.ts: skipped — PGlite runs one query at a time and cannot race; set TEST_DATABASE_URL to run it on PostgreSQL',
  );
}
