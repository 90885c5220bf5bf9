import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@cargo/domain';
import { deskStages } from '../../test/contract/desk-stages.js';
import {
  call,
  createTestApp,
  signInStaffMember,
  type TestApp,
  type SignedInStaff,
} from '../../test/helpers.js';

/**
 * What an audit row says of a change (decision 049): who, which object and customer, each changed field before →
 * after with amounts in their currency, and the reason. Read as the desk reads it, through an object's history.
 */
describe('staff audit rows: before → after', () => {
  let t: TestApp;
  let warehouse: SignedInStaff;
  let finance: SignedInStaff;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = (await signInStaffMember(t.app, ['owner'])).token;
    warehouse = await signInStaffMember(t.app, ['warehouse']);
    finance = await signInStaffMember(t.app, ['finance']);
  });
  afterAll(() => t.close());

  const history = async (type: string, id: number | string) => {
    const answer = await call(t.app, 'GET', `/api/staff/history/${type}/${id}`, owner);
    expect(answer.statusCode).toBe(200);
    return answer.json() as AuditEntry[];
  };
  const change = (entry: AuditEntry | undefined, field: string) =>
    entry?.changes.find((c) => c.field === field);

  it('weighing: the warehouse member, the status 30 → 33, the weight and the price in roubles', async () => {
    const stages = deskStages(t.app, owner);
    const customer = await stages.customer();
    const id = await stages.parcelAt(30, customer);
    const weighed = await call(t.app, 'PUT', `/api/staff/parcels/${id}/weigh`, warehouse.token, {
      ...(await stages.weighBody()),
      weightKg: 2.4,
    });
    expect(weighed.statusCode).toBe(200);
    const price = weighed.json().price.total as number;

    const [entry] = await history('parcel', id);
    expect(entry).toMatchObject({
      action: 'parcel.weigh',
      actor: { id: warehouse.id, email: warehouse.email },
      actorRoles: ['warehouse'],
      operation: 'PUT /api/staff/parcels/{id}/weigh',
      customerId: customer.userId,
    });
    expect(change(entry, 'statusId')).toEqual({ field: 'statusId', before: '30', after: '33' });
    expect(change(entry, 'weightKg')).toMatchObject({ before: null, after: '2.400' });
    expect(change(entry, 'deliveryPrice')).toMatchObject({ before: null, after: `${price.toFixed(2)} RUB` });
    expect(entry?.changes.map((c) => c.field)).not.toContain('priceBreakdown');
  });

  it('a correction: the account’s balance before → after, the amount with its currency, the reason', async () => {
    const stages = deskStages(t.app, owner);
    const customer = await stages.customer();
    await stages.fund(customer.userId, 'CNY', 100);
    const corrected = await call(
      t.app,
      'POST',
      `/api/staff/customers/${customer.userId}/corrections`,
      finance.token,
      {
        currency: 'CNY',
        amount: -30.5,
        reason: 'Списание ошибочного зачисления',
      },
    );
    expect(corrected.statusCode).toBe(200);
    const accountId = corrected
      .json()
      .accounts.find((a: { currency: { ccy: string } }) => a.currency.ccy === 'CNY').id;

    const [entry] = await history('account', accountId);
    expect(entry).toMatchObject({
      action: 'customer.correction',
      actor: { id: finance.id },
      customerId: customer.userId,
      reason: 'Списание ошибочного зачисления',
    });
    expect(change(entry, 'balance')).toMatchObject({ before: '100.00 CNY', after: '69.50 CNY' });
    expect(change(entry, 'amount')).toMatchObject({ before: null, after: '-30.50 CNY' });
  });

  it('a rate change: the rate before → after, by whom', async () => {
    const first = await call(t.app, 'PUT', '/api/staff/currency-rates/EUR', finance.token, { rate: '95.5' });
    expect(first.statusCode).toBe(200);
    const second = await call(t.app, 'PUT', '/api/staff/currency-rates/EUR', finance.token, {
      rate: '96,25',
    });
    expect(second.statusCode).toBe(200);
    const [latest, earlier] = await history('rate', 'EUR');
    expect(change(latest, 'rate')).toMatchObject({ before: '95.500000', after: '96.250000' });
    expect(change(earlier, 'rate')?.after).toBe('95.500000');
    expect(latest).toMatchObject({ action: 'rate.change', actor: { id: finance.id }, customerId: null });
  });

  it('the trail refuses UPDATE and DELETE, whoever runs them', async () => {
    await call(t.app, 'PUT', '/api/staff/finance-settings/margin', finance.token, { marginPercent: 3 });
    const [entry] = await history('setting', 'margin');
    expect(entry).toBeDefined();
    // The trigger's own words, whichever driver wraps them.
    const refusal = (query: ReturnType<typeof sql>) =>
      t.app.ctx.db.execute(query).then(
        () => 'done',
        (error: { message: string; cause?: { message?: string } }) => error.cause?.message ?? error.message,
      );
    expect(
      await refusal(sql`update staff_audit set actor_email = 'someone@else.ru' where id = ${entry!.id}`),
    ).toMatch(/append-only/);
    expect(await refusal(sql`delete from staff_audit where id = ${entry!.id}`)).toMatch(/append-only/);
    expect((await history('setting', 'margin'))[0]).toEqual(entry);
  });
});
