import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES, APPROVAL_STATUS, type Approval, type ApprovalsPage } from '@cargo/domain';
import { staffAudit } from '../../db/schema/audit.js';
import { deskStages, type DeskStages } from '../../test/contract/desk-stages.js';
import {
  call,
  createTestApp,
  signInStaffMember,
  signUpClient,
  type TestApp,
  type SignedInStaff,
} from '../../test/helpers.js';

type Member = SignedInStaff;

/**
 * Four-eyes on money (decision 049) at the default threshold, 10 000,00 ₽ at the official rate: a larger correction
 * or promo payout waits for a different finance member, who alone can make it happen; a rejected one changes
 * nothing; the maker cannot decide their own; both the request and the decision are in the audit trail.
 */
describe('four-eyes on money: corrections, promo codes and the desk’s decisions', () => {
  let t: TestApp;
  let anna: Member;
  let boris: Member;
  let stages: DeskStages;
  beforeAll(async () => {
    t = await createTestApp();
    anna = await signInStaffMember(t.app, ['finance']);
    boris = await signInStaffMember(t.app, ['finance']);
    stages = deskStages(t.app, (await signInStaffMember(t.app, ['owner'])).token);
  });
  afterAll(() => t.close());

  const correct = (token: string, userId: number, currency: string, amount: number) =>
    call(t.app, 'POST', `/api/staff/customers/${userId}/corrections`, token, {
      currency,
      amount,
      reason: 'Компенсация за утерянную посылку',
    });
  const balance = async (userId: number, ccy = 'RUB') => {
    const card = await call(t.app, 'GET', `/api/staff/customers/${userId}`, boris.token);
    return (card.json().accounts as Array<{ currency: { ccy: string }; balance: number }>).find(
      (a) => a.currency.ccy === ccy,
    )!.balance;
  };
  const decide = (token: string, id: number, verb: 'approve' | 'reject', comment?: string) =>
    call(t.app, 'POST', `/api/staff/approvals/${id}/${verb}`, token, comment ? { comment } : {});
  const pendingList = async (token = boris.token) =>
    (await call(t.app, 'GET', '/api/staff/approvals', token)).json() as ApprovalsPage;
  const auditSince = async (id: number) =>
    t.app.ctx.db.select().from(staffAudit).where(gt(staffAudit.id, id)).orderBy(staffAudit.id);
  const lastAuditId = async () => (await auditSince(0)).at(-1)?.id ?? 0;

  it('a 25 000 ₽ correction waits for another member: 202, nothing moves, the maker cannot approve it', async () => {
    const c = await stages.customer();
    const mark = await lastAuditId();
    const asked = await correct(anna.token, c.userId, 'RUB', 25_000);
    expect(asked.statusCode).toBe(202);
    const { message, approval } = asked.json() as { message: string; approval: Approval };
    expect(message).toBe('Запрос отправлен на подтверждение другому сотруднику финансов');
    expect(approval).toMatchObject({
      kind: 'correction',
      statusId: APPROVAL_STATUS.PENDING,
      amountRub: 25_000,
      customerId: c.userId,
      requestedBy: { id: anna.id, email: anna.email },
      decidedBy: null,
      reason: 'Компенсация за утерянную посылку',
    });
    expect(approval.summary).toContain('25 000,00 ₽');
    expect(await balance(c.userId)).toBe(0);
    expect((await pendingList()).data.map((a) => a.id)).toContain(approval.id);

    const own = await decide(anna.token, approval.id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: 'APPROVAL_OWN_REQUEST', message: APPROVAL_MESSAGES.ownRequest });
    expect((await decide(anna.token, approval.id, 'reject', 'Передумала')).statusCode).toBe(403);
    const support = await signInStaffMember(t.app, ['support']);
    expect((await decide(support.token, approval.id, 'approve')).statusCode).toBe(403);
    expect(await balance(c.userId)).toBe(0);

    const approved = await decide(boris.token, approval.id, 'approve', 'Сверено с актом');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: APPROVAL_MESSAGES.approved,
      approval: {
        statusId: APPROVAL_STATUS.APPROVED,
        decidedBy: { id: boris.id },
        comment: 'Сверено с актом',
      },
    });
    expect(await balance(c.userId)).toBe(25_000);
    expect((await decide(boris.token, approval.id, 'approve')).statusCode).toBe(409);
    expect(await balance(c.userId)).toBe(25_000);

    // The trail: Anna asked, Boris approved, and the correction is Boris's, naming the request and its maker.
    const rows = (await auditSince(mark)).map((r) => [r.action, r.actorId, r.objectType]);
    expect(rows).toEqual([
      ['approval.request', anna.id, 'approval'],
      ['approval.approve', boris.id, 'approval'],
      ['customer.correction', boris.id, 'account'],
    ]);
    const [correction] = (await auditSince(mark)).filter((r) => r.action === 'customer.correction');
    expect(correction!.operation).toBe('POST /api/staff/approvals/{id}/approve');
    expect(correction!.changes).toMatchObject({
      approval: [null, approval.id],
      requestedBy: [null, anna.id],
      balance: ['0.00 RUB', '25000.00 RUB'],
    });
  });

  it('a rejected request changes nothing and cannot be approved afterwards; a reason is required', async () => {
    const c = await stages.customer();
    const { approval } = (await correct(anna.token, c.userId, 'RUB', -15_000)).json() as {
      approval: Approval;
    };
    const noReason = await decide(boris.token, approval.id, 'reject');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.comment).toBe(APPROVAL_MESSAGES.rejectReason);
    const rejected = await decide(boris.token, approval.id, 'reject', 'Нет акта о потере');
    expect(rejected.json()).toMatchObject({
      message: APPROVAL_MESSAGES.rejected,
      approval: { statusId: APPROVAL_STATUS.REJECTED, comment: 'Нет акта о потере' },
    });
    expect((await decide(boris.token, approval.id, 'approve')).statusCode).toBe(409);
    expect(await balance(c.userId)).toBe(0);
    const history = await call(t.app, 'GET', `/api/staff/history/approval/${approval.id}`, boris.token);
    expect(history.json().map((e: { action: string }) => e.action)).toEqual([
      'approval.reject',
      'approval.request',
    ]);
  });

  it('an approval the operation now refuses (the money was spent meanwhile) decides nothing: the request waits', async () => {
    const c = await stages.customer();
    await stages.fund(c.userId, 'RUB', 20_000);
    const { approval } = (await correct(anna.token, c.userId, 'RUB', -15_000)).json() as {
      approval: Approval;
    };
    expect((await correct(anna.token, c.userId, 'RUB', -10_000)).statusCode).toBe(200);
    const refused = await decide(boris.token, approval.id, 'approve');
    expect(refused.statusCode).toBe(402);
    expect(await balance(c.userId)).toBe(10_000);
    const waiting = (await pendingList()).data.find((a) => a.id === approval.id);
    expect(waiting).toMatchObject({ statusId: APPROVAL_STATUS.PENDING, decidedBy: null });
  });

  it('weighs the amount in roubles at the official rate, strictly above 10 000,00 ₽', async () => {
    const c = await stages.customer();
    expect((await correct(anna.token, c.userId, 'RUB', 10_000)).statusCode).toBe(200);
    // 800 ¥ × 11,2 = 8 960 ₽ goes at once; 1 000 ¥ = 11 200 ₽ waits.
    expect((await correct(anna.token, c.userId, 'CNY', 800)).statusCode).toBe(200);
    const yuan = await correct(anna.token, c.userId, 'CNY', 1000);
    expect(yuan.statusCode).toBe(202);
    expect(yuan.json().approval.amountRub).toBe(11_200);
    expect(await balance(c.userId, 'CNY')).toBe(800);
  });

  it('lists the requests by status with their counts, for finance only', async () => {
    const before = await pendingList();
    const c = await stages.customer();
    await correct(anna.token, c.userId, 'RUB', 30_000);
    const after = await pendingList();
    expect(after.counts.pending).toBe(before.counts.pending + 1);
    expect(after.counts.approved).toBeGreaterThanOrEqual(1);
    expect(after.counts.rejected).toBeGreaterThanOrEqual(1);
    const rejected = (await call(t.app, 'GET', '/api/staff/approvals?statusId=3', boris.token)).json();
    expect(rejected.data.every((a: Approval) => a.statusId === APPROVAL_STATUS.REJECTED)).toBe(true);
    const warehouse = await signInStaffMember(t.app, ['warehouse']);
    expect((await call(t.app, 'GET', '/api/staff/approvals', warehouse.token)).statusCode).toBe(403);
    const customer = await signUpClient(t.app);
    expect((await call(t.app, 'GET', '/api/staff/approvals', customer.token)).statusCode).toBe(404);
  });

  it('a promo code’s payout: limited and small goes at once, unlimited or large waits; approved, it works', async () => {
    const base = `FE${Date.now().toString().slice(-6)}`;
    const code = (suffix: string) => `${base}${suffix}`;
    const create = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/staff/promo-codes', anna.token, body);
    expect((await create({ code: code('A'), amount: 500, currency: 'RUB', maxUses: 20 })).statusCode).toBe(
      200,
    );
    expect((await create({ code: code('D'), discountPercent: 10 })).statusCode).toBe(200);
    expect((await create({ code: code('B'), amount: 500, currency: 'RUB', maxUses: 21 })).statusCode).toBe(
      202,
    );
    const unlimited = await create({ code: code('C'), amount: 100, currency: 'RUB' });
    expect(unlimited.statusCode).toBe(202);
    expect(unlimited.json().approval).toMatchObject({ kind: 'promoCode', amountRub: null });

    const customer = await signUpClient(t.app);
    const redeem = () => call(t.app, 'POST', `/api/promoCode/${code('C')}`, customer.token);
    expect((await redeem()).statusCode).toBe(404);
    expect((await decide(boris.token, unlimited.json().approval.id, 'approve')).statusCode).toBe(200);
    expect((await redeem()).statusCode).toBe(200);
    const [made] = await t.app.ctx.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'promo-code.create'), eq(staffAudit.actorId, boris.id)));
    expect(made?.changes).toMatchObject({ code: [null, code('C')], requestedBy: [null, anna.id] });
  });
});
