import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GOOD_STATUS, PARCEL_MESSAGES, PARCEL_STATUS } from '@cargo/domain';
import { accountTransactions } from '../../db/schema/finance.js';
import { goods } from '../../db/schema/goods.js';
import { call } from '../../test/helpers.js';
import { type ParcelCustomer, useParcelWorld } from '../../test/parcel-fixtures.js';

const REASON = 'В посылке найден запрещённый к перевозке товар (аккумуляторы)';

/** The desk's «отменить с возвратом» of a paid parcel (docs/decisions/018). */
describe('parcels: cancel a paid parcel with its refund', () => {
  const w = useParcelWorld();

  const cancel = (id: number, reason: unknown = REASON) =>
    call(w.app, 'PUT', `/api/staff/parcels/${id}/cancel-with-refund`, w.staff, { reason });
  const ledger = async (id: number) =>
    (
      await w.db
        .select({ kind: accountTransactions.kind, amount: accountTransactions.amount })
        .from(accountTransactions)
        .where(and(eq(accountTransactions.referenceType, 'parcel'), eq(accountTransactions.referenceId, id)))
        .orderBy(accountTransactions.id)
    ).map((row) => `${row.kind} ${row.amount}`);

  /** A parcel of the customer's goods, weighed and paid from 10 000 ₽ (40); its price. */
  async function paidParcel(c: ParcelCustomer) {
    const id = await w.weighedParcel(c);
    await w.topUp(c.userId, 10_000);
    const paid = await call(w.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token);
    expect(paid.statusCode).toBe(200);
    return { id, price: paid.json().amount as number };
  }

  it('40 → 800: refunds exactly the price paid (balance 10 000 − price → 10 000), goods back on the shelf', async () => {
    const c = await w.customer(2);
    const { id, price } = await paidParcel(c);
    expect(await w.balance(c.client)).toBeCloseTo(10_000 - price, 2);
    expect(Object.values(await w.goodStatuses(id))).toEqual([GOOD_STATUS.IN_PARCEL, GOOD_STATUS.IN_PARCEL]);

    const answer = await cancel(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id,
      statusId: PARCEL_STATUS.CANCELED_REFUNDED,
      statusReason: REASON,
    });
    expect(await w.balance(c.client)).toBe(10_000);
    const priceText = price.toFixed(2);
    expect(await ledger(id)).toEqual([`parcel_payment -${priceText}`, `parcel_refund ${priceText}`]);
    console.log(
      `parcel cancel with refund: paid ${priceText} ₽, balance ${(10_000 - price).toFixed(2)} → ` +
        `${await w.balance(c.client)}; ledger: ${(await ledger(id)).join(', ')}`,
    );

    // The goods are on the shelf again, in no parcel, and may go into a new one.
    const shelved = await w.db
      .select({ statusId: goods.statusId, parcelId: goods.parcelId })
      .from(goods)
      .where(inArray(goods.id, c.goodsIds));
    expect(shelved).toEqual(c.goodsIds.map(() => ({ statusId: GOOD_STATUS.ON_STORE, parcelId: null })));
    expect(await w.createdParcel(c)).toBeGreaterThan(id);

    // The customer reads the new status, the reason, and the tracking step with the reason.
    const page = await w.details(c.client, id);
    expect(page).toMatchObject({
      statusId: 800,
      status: { title: 'Отменена, оплата возвращена', category: null },
      statusReason: REASON,
    });
    expect(page.tracking.at(-1)).toMatchObject({ statusId: 800, note: REASON });
    const archive = await call(w.app, 'GET', '/api/client/my-parcels?statusId=800', c.client.token);
    expect(archive.json().data.map((p: { id: number }) => p.id)).toContain(id);
    const history = await call(w.app, 'GET', '/api/client/my-transactions', c.client.token);
    expect(JSON.stringify(history.json())).toContain('Возврат оплаты: посылка «Кроссовки»');

    // Exactly once: a second cancel and a ship are refused, the money stays as it is.
    expect((await cancel(id)).statusCode).toBe(409);
    const ship = await call(w.app, 'PUT', `/api/staff/parcels/${id}/ship`, w.staff, {
      outgoingDeclaration: 'CN123456789RU',
    });
    expect(ship.statusCode).toBe(409);
    expect(await ledger(id)).toHaveLength(2);
    expect(await w.balance(c.client)).toBe(10_000);
  });

  it('refuses an unpaid parcel (33) and a shipped one (50); wants a reason; 404 to a customer', async () => {
    const c = await w.customer(1);
    const unpaid = await w.weighedParcel(c);
    const refused = await cancel(unpaid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STATUS_CONFLICT',
      message: PARCEL_MESSAGES.cancelWithRefundNotAllowed,
    });
    expect((await w.details(c.client, unpaid)).statusId).toBe(PARCEL_STATUS.AWAITING_PAYMENT);

    const d = await w.customer(1);
    const { id: shipped, price } = await paidParcel(d);
    const ship = await call(w.app, 'PUT', `/api/staff/parcels/${shipped}/ship`, w.staff, {
      outgoingDeclaration: 'CN987654321RU',
    });
    expect(ship.statusCode).toBe(200);
    expect((await cancel(shipped)).json().message).toBe(PARCEL_MESSAGES.cancelWithRefundNotAllowed);
    expect(await w.balance(d.client)).toBeCloseTo(10_000 - price, 2);
    expect(await ledger(shipped)).toHaveLength(1);

    const e = await w.customer(1);
    const { id } = await paidParcel(e);
    const empty = await cancel(id, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ reason: PARCEL_MESSAGES.reasonRequired });
    const byCustomer = await call(
      w.app,
      'PUT',
      `/api/staff/parcels/${id}/cancel-with-refund`,
      e.client.token,
      {
        reason: REASON,
      },
    );
    expect(byCustomer.statusCode).toBe(404);
    expect((await w.details(e.client, id)).statusId).toBe(PARCEL_STATUS.READY_FOR_SENT);
  });
});
