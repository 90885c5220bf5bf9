import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOP_UP_STATUS, type Approval, type RateChange } from '@cargo/domain';
import { accounts } from '../../db/schema/finance.js';
import { topUps } from '../../db/schema/payments.js';
import { deskStages, type DeskStages } from '../../test/contract/desk-stages.js';
import {
  call,
  createTestApp,
  goodItem,
  signInStaffMember,
  type TestApp,
  type SignedInStaff,
} from '../../test/helpers.js';

type Member = SignedInStaff;

/**
 * Four-eyes on the other money moves (decision 049): a rate moving more than 5 %, a top-up refund and an insurance
 * claim above 10 000 ₽ take effect only once a second finance member approves, and then exactly as if made at once.
 */
describe('four-eyes: rates, top-up refunds and insurance claims', () => {
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

  const approve = (id: number) => call(t.app, 'POST', `/api/staff/approvals/${id}/approve`, boris.token, {});
  const tableRate = async (ccy: string) =>
    (
      (await call(t.app, 'GET', '/api/staff/currency-rates', anna.token)).json().rates as Array<{
        currency: string;
        rate: number;
      }>
    ).find((r) => r.currency === ccy)!.rate;

  it('a rate moving up to 5 % is set at once; more waits, the table keeps its rate until approved', async () => {
    const set = (rate: string) => call(t.app, 'PUT', '/api/staff/currency-rates/CNY', anna.token, { rate });
    expect((await set('11.6')).statusCode).toBe(200);
    const asked = await set('13');
    expect(asked.statusCode).toBe(202);
    const approval = asked.json().approval as Approval;
    expect(approval).toMatchObject({ kind: 'rate', objectType: 'rate', objectId: 'CNY', amountRub: null });
    expect(approval.summary).toBe('Курс CNY: 11,6000 → 13,0000 ₽ (+12,07 %)');
    expect(await tableRate('CNY')).toBe(11.6);
    // A second request for the same rate while one waits is refused.
    expect((await set('14')).statusCode).toBe(409);

    expect((await approve(approval.id)).statusCode).toBe(200);
    expect(await tableRate('CNY')).toBe(13);
    const history = (await call(t.app, 'GET', '/api/staff/currency-rates/CNY/history', anna.token)).json()
      .data as RateChange[];
    expect(history[0]).toMatchObject({
      previous: 11.6,
      value: 13,
      changedBy: { id: boris.id },
      requestedBy: { id: anna.id },
    });
  });

  it('a 15 000 ₽ card top-up refund waits; approved, the credit is taken back and the acquirer refunds it', async () => {
    const id = await stages.creditedTopUp(15_000);
    const [row] = await t.app.ctx.db.select().from(topUps).where(eq(topUps.id, id));
    const rub = async () =>
      (await t.app.ctx.db.select().from(accounts).where(eq(accounts.userId, row!.userId))).find(
        (a) => a.currency === 'RUB',
      )!.balance;

    const asked = await call(t.app, 'POST', `/api/staff/top-ups/${id}/refund`, anna.token);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().approval).toMatchObject({
      kind: 'topUpRefund',
      amountRub: 15_000,
      objectId: String(id),
    });
    expect(await rub()).toBe('15000.00');
    expect((await call(t.app, 'POST', `/api/staff/top-ups/${id}/refund`, anna.token)).statusCode).toBe(409);

    expect((await approve(asked.json().approval.id)).statusCode).toBe(200);
    const [after] = await t.app.ctx.db.select().from(topUps).where(eq(topUps.id, id));
    expect(after!.statusId).toBe(TOP_UP_STATUS.REFUNDED);
    expect(await rub()).toBe('0.00');
  });

  it('an insurance claim of 15 000 ₽ waits; approved, it is recorded and paid once', async () => {
    // 2 × 1 500 ¥ at 13 ₽ = 39 000 ₽ declared: the claim's limit is well above 15 000 ₽.
    const customer = await stages.customer();
    const id = await stages.parcelAt(50, customer, true, { ...goodItem, price: '1500' });
    const claim = () =>
      call(t.app, 'POST', `/api/staff/parcels/${id}/insurance-claim`, anna.token, {
        amount: 15_000,
        reason: 'Посылка утеряна перевозчиком',
      });
    const asked = await claim();
    expect(asked.statusCode, asked.body).toBe(202);
    const parcel = async () => (await call(t.app, 'GET', `/api/staff/parcels/${id}`, boris.token)).json();
    expect((await parcel()).insuranceClaim).toBeNull();

    expect((await approve(asked.json().approval.id)).statusCode).toBe(200);
    expect((await parcel()).insuranceClaim).toMatchObject({
      amount: 15_000,
      reason: 'Посылка утеряна перевозчиком',
    });
    expect((await claim()).statusCode).toBe(409);
  });
});
