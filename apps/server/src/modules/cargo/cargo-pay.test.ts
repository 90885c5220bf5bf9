import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTransactions } from '../../db/schema/finance.js';
import { cargoToPay, giveRubles, rubBalance } from '../../test/cargo-fixtures.js';
import { call, createTestApp, signInStaff, signUpClient, type TestApp } from '../../test/helpers.js';

describe('cargo: paying from the ruble balance', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  const ledgerRowsOf = (id: number) =>
    t.app.ctx.db
      .select()
      .from(accountTransactions)
      .where(and(eq(accountTransactions.referenceType, 'cargo'), eq(accountTransactions.referenceId, id)));

  it('too little money: 402 NOT_ENOUGH_MONEY with the shortfall, and nothing changes', async () => {
    const client = await signUpClient(t.app);
    const id = await cargoToPay(t.app, client.token, staff);
    await giveRubles(t.app, staff, client.token, 41_999.99);
    const answer = await call(t.app, 'PUT', `/api/cargo/pay/${id}`, client.token);
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toMatchObject({
      code: 'NOT_ENOUGH_MONEY',
      message: 'Недостаточно денег на балансе счета для покупок',
      shortfall: { amount: 0.01, currency: 'RUB' },
    });
    expect(await rubBalance(t.app, client.token)).toBe(41_999.99);
    expect((await call(t.app, 'GET', `/api/cargo/${id}`, client.token)).json()).toMatchObject({
      statusId: 33,
      paidAt: null,
    });
    expect(await ledgerRowsOf(id)).toHaveLength(0);
  });

  it('pays once: 33 → 40, one ledger row «Оплата: карго «Станки»», the exact price off the balance; again → 409', async () => {
    const client = await signUpClient(t.app);
    const id = await cargoToPay(t.app, client.token, staff);
    await giveRubles(t.app, staff, client.token, 50_000.1);
    const paid = await call(t.app, 'PUT', `/api/cargo/pay/${id}`, client.token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      message: `Карго ${id} успешно оплачена`,
      cargoId: id,
      statusId: 40,
      amount: 42000,
      balance: 8000.1,
    });
    expect(await rubBalance(t.app, client.token)).toBe(8000.1);
    const rows = await ledgerRowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'cargo_payment',
      comment: 'Оплата: карго «Станки»',
      amount: '-42000.00',
      balanceAfter: '8000.10',
    });
    const cargo = (await call(t.app, 'GET', `/api/cargo/${id}`, client.token)).json();
    expect(cargo).toMatchObject({ statusId: 40, status: { title: 'Готова к отправке' } });
    expect(cargo.paidAt).not.toBeNull();

    const again = await call(t.app, 'PUT', `/api/cargo/pay/${id}`, client.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Карго не ожидает оплаты');
    expect(await rubBalance(t.app, client.token)).toBe(8000.1);
    expect(await ledgerRowsOf(id)).toHaveLength(1);
  });
});
