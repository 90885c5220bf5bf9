import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoneyRu, INSURANCE_MESSAGES, PARCEL_STATUS } from '@cargo/domain';
import { accountTransactions } from '../../db/schema/finance.js';
import { notificationEvents } from '../../db/schema/notifications.js';
import { call } from '../../test/helpers.js';
import { type ParcelCustomer, useParcelWorld } from '../../test/parcel-fixtures.js';

/**
 * Parcel insurance (decision 032). The fixture goods: 2 lines × 2 × 89,50 ¥ = 358,00 ¥, at the built-in table's
 * 11,2 ₽ = 4 009,60 ₽ declared; 3 % = 120,288 → 120,29 ₽ (above the 100 ₽ minimum).
 */
describe('parcels: insurance priced at weighing and the desk’s claim', () => {
  const w = useParcelWorld();
  const REASON = 'Посылка повреждена при перевозке: коробка вскрыта, товар разбит';

  const claim = (id: number, body: Record<string, unknown>, token = w.staff) =>
    call(w.app, 'POST', `/api/staff/parcels/${id}/insurance-claim`, token, body);
  const refunds = async (id: number) =>
    (
      await w.db
        .select({ kind: accountTransactions.kind, amount: accountTransactions.amount })
        .from(accountTransactions)
        .where(
          and(
            eq(accountTransactions.referenceType, 'parcelInsurance'),
            eq(accountTransactions.referenceId, id),
          ),
        )
    ).map((row) => `${row.kind} ${row.amount}`);

  /** Weighed, paid from 10 000 ₽ and, unless `ship` is false, shipped (50). */
  async function paidParcel(c: ParcelCustomer, insured: boolean, ship = true) {
    const id = await w.sendAssembleWeigh(c.client, await w.createdParcel(c, { insured }));
    await w.topUp(c.userId, 10_000);
    const paid = await call(w.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token);
    expect(paid.statusCode).toBe(200);
    if (ship) {
      const shipped = await call(w.app, 'PUT', `/api/staff/parcels/${id}/ship`, w.staff, {
        outgoingDeclaration: `CN${String(id).padStart(9, '0')}RU`,
      });
      expect(shipped.statusCode).toBe(200);
    }
    return { id, price: paid.json().amount as number };
  }

  it('an insured parcel is priced with its insurance line at weighing; an uninsured one has none', async () => {
    const a = await w.customer(2);
    const plain = await w.weighedParcel(a);
    const c = await w.customer(2);
    const id = await w.createdParcel(c, { insured: true });
    expect((await w.details(c.client, id)).insured).toBe(true);
    await w.sendAssembleWeigh(c.client, id);

    const insured = (await w.details(c.client, id)).price;
    const uninsured = (await w.details(a.client, plain)).price;
    expect(uninsured.insurance ?? null).toBeNull();
    expect(uninsured.lines.map((line: { title: string }) => line.title)).not.toContain('Страховка');
    expect(insured.insurance).toEqual({
      declaredValueRub: 4009.6,
      percent: 3,
      minimumRub: 100,
      amount: 120.29,
      minimumApplied: false,
    });
    expect(insured.lines.at(-1)).toMatchObject({ serviceId: null, title: 'Страховка', amount: 120.29 });
    expect(Math.round((insured.total - uninsured.total) * 100)).toBe(12_029);
    console.log(`insured parcel: total ${uninsured.total} → ${insured.total} ₽ (insurance 120.29 ₽)`);
  });

  it('one good: the minimum; the choice follows the parcel data while it may be edited', async () => {
    const c = await w.customer(1);
    const id = await w.createdParcel(c);
    expect((await w.details(c.client, id)).insured).toBe(false);
    const { goodsIds, ...data } = w.order(c, { insured: true });
    expect(goodsIds).toHaveLength(1);
    const edited = await call(w.app, 'PUT', `/api/parcel/parcelData/${id}`, c.client.token, data);
    expect(edited.statusCode).toBe(200);
    await w.sendAssembleWeigh(c.client, id);
    // 179,00 ¥ × 11,2 = 2 004,80 ₽; 3 % = 60,14 ₽ < 100 ₽.
    expect((await w.details(c.client, id)).price.insurance).toMatchObject({
      declaredValueRub: 2004.8,
      amount: 100,
      minimumApplied: true,
    });
    const late = await call(w.app, 'PUT', `/api/parcel/parcelData/${id}`, c.client.token, {
      ...data,
      insured: false,
    });
    expect(late.statusCode).toBe(409);
    expect((await w.details(c.client, id)).insured).toBe(true);
  });

  it('a claim refunds through the ledger once; the customer reads it on the parcel and in the bell', async () => {
    const c = await w.customer(2);
    const { id, price } = await paidParcel(c, true);
    const before = await w.balance(c.client);

    // At most the insured value (4 009,60 ₽) plus what was paid for the parcel.
    const limitCents = 400_960 + Math.round(price * 100);
    const limit = limitCents / 100;
    const tooMuch = await claim(id, { amount: ((limitCents + 1) / 100).toFixed(2), reason: REASON });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.amount).toBe(
      INSURANCE_MESSAGES.amountTooLarge(formatMoneyRu(limit.toFixed(2), 'RUB')),
    );
    expect(await refunds(id)).toEqual([]);

    const answer = await claim(id, { amount: '3000,50', reason: REASON });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id,
      statusId: PARCEL_STATUS.SENT,
      insuranceClaim: { amount: 3000.5, currency: 'RUB', reason: REASON },
    });
    expect(await w.balance(c.client)).toBeCloseTo(before + 3000.5, 2);
    expect(await refunds(id)).toEqual(['insurance_refund 3000.50']);
    expect((await w.details(c.client, id)).insuranceClaim).toMatchObject({ amount: 3000.5, reason: REASON });
    const history = await call(w.app, 'GET', '/api/client/my-transactions', c.client.token);
    expect(JSON.stringify(history.json())).toContain('Страховое возмещение: посылка «Кроссовки»');
    const events = await w.db
      .select({ action: notificationEvents.action, objectId: notificationEvents.objectId })
      .from(notificationEvents)
      .where(and(eq(notificationEvents.userId, c.userId), eq(notificationEvents.action, 'insuranceClaim')));
    expect(events).toEqual([{ action: 'insuranceClaim', objectId: id }]);

    const second = await claim(id, { amount: 10, reason: REASON });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'INSURANCE_CLAIMED',
      message: INSURANCE_MESSAGES.alreadyClaimed,
    });
    expect(await refunds(id)).toHaveLength(1);
    console.log(`insurance claim: balance ${before} → ${await w.balance(c.client)} ₽, second claim 409`);
  });

  it('refuses an uninsured parcel, an unpaid or unshipped one, bad input, a customer and a stranger id', async () => {
    const a = await w.customer(1);
    const { id: uninsured } = await paidParcel(a, false);
    expect((await claim(uninsured, { amount: 100, reason: REASON })).json()).toMatchObject({
      code: 'NOT_INSURED',
      message: INSURANCE_MESSAGES.notInsured,
    });

    const b = await w.customer(1);
    const unpaid = await w.sendAssembleWeigh(b.client, await w.createdParcel(b, { insured: true }));
    const refusedUnpaid = await claim(unpaid, { amount: 100, reason: REASON });
    expect(refusedUnpaid.statusCode).toBe(409);
    expect(refusedUnpaid.json().message).toBe(INSURANCE_MESSAGES.notClaimable);

    const d = await w.customer(1);
    const { id: atWarehouse } = await paidParcel(d, true, false);
    expect((await claim(atWarehouse, { amount: 100, reason: REASON })).statusCode).toBe(409);

    const e = await w.customer(1);
    const { id } = await paidParcel(e, true);
    const bad = await claim(id, { amount: 0, reason: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      amount: INSURANCE_MESSAGES.claimAmountPositive,
      reason: INSURANCE_MESSAGES.claimReasonRequired,
    });
    expect((await claim(id, { amount: 100, reason: REASON }, e.client.token)).statusCode).toBe(404);
    expect((await claim(999_999, { amount: 100, reason: REASON })).statusCode).toBe(404);
    for (const parcel of [uninsured, unpaid, atWarehouse, id]) expect(await refunds(parcel)).toEqual([]);
  });

  it('two claims at once: one refund, the other 409', async () => {
    const c = await w.customer(1);
    const { id } = await paidParcel(c, true);
    const before = await w.balance(c.client);
    const answers = await Promise.all([
      claim(id, { amount: 500, reason: REASON }),
      claim(id, { amount: 500, reason: REASON }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await refunds(id)).toEqual(['insurance_refund 500.00']);
    expect(await w.balance(c.client)).toBeCloseTo(before + 500, 2);
  });

  it('the calculator prices insurance the same way; the terms are public', async () => {
    const body = {
      countryCode: 643,
      deliveryTransportId: 111,
      weightKg: 2.5,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      packageTypeId: 1,
      declaredValue: 358,
      declaredCurrency: 'CNY',
    };
    const plain = (await call(w.app, 'POST', '/api/calc', null, body)).json().tariffs[0];
    const insured = (await call(w.app, 'POST', '/api/calc', null, { ...body, insured: true })).json()
      .tariffs[0];
    expect(plain.insurance).toBeNull();
    expect(insured.insurance).toMatchObject({ declaredValueRub: 4009.6, amount: 120.29 });
    expect(Math.round((insured.total - plain.total) * 100)).toBe(12_029);
    const terms = await call(w.app, 'GET', '/api/insurance-terms', null);
    expect(terms.json()).toEqual({ percent: 3, minimumRub: 100, currency: 'RUB' });
  });
});

describe('parcels: insurance settings from the configuration', () => {
  const w = useParcelWorld(() => ({ insurance: { percent: '2.5', minimumRub: '150.00' } }));

  it('prices with INSURANCE_PERCENT and INSURANCE_MINIMUM_RUB', async () => {
    const c = await w.customer(2);
    const id = await w.sendAssembleWeigh(c.client, await w.createdParcel(c, { insured: true }));
    // 2,5 % of 4 009,60 = 100,24 ₽ < 150 ₽.
    expect((await w.details(c.client, id)).price.insurance).toMatchObject({
      percent: 2.5,
      minimumRub: 150,
      amount: 150,
      minimumApplied: true,
    });
    expect((await call(w.app, 'GET', '/api/insurance-terms', null)).json()).toMatchObject({
      percent: 2.5,
      minimumRub: 150,
    });
  });
});
