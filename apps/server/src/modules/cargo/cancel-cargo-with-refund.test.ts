import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARGO_MESSAGES, CARGO_STATUS, cargoName } from '@cargo/domain';
import { accountTransactions } from '../../db/schema/finance.js';
import { cargoToPay, giveRubles, rubBalance } from '../../test/cargo-fixtures.js';
import { call, createTestApp, signInStaff, signUpClient, type TestApp } from '../../test/helpers.js';

const REASON = 'Груз утерян на складе в Гуанчжоу';

/** The desk's «отменить с возвратом» of a paid cargo (docs/decisions/018). */
describe('cargo: cancel a paid cargo with its refund', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  const cancel = (id: number, token = staff, reason: unknown = REASON) =>
    call(t.app, 'PUT', `/api/staff/cargo/${id}/cancel-with-refund`, token, { reason });
  const ledger = async (id: number) =>
    (
      await t.app.ctx.db
        .select({ kind: accountTransactions.kind, amount: accountTransactions.amount })
        .from(accountTransactions)
        .where(and(eq(accountTransactions.referenceType, 'cargo'), eq(accountTransactions.referenceId, id)))
        .orderBy(accountTransactions.id)
    ).map((row) => `${row.kind} ${row.amount}`);
  /** A cargo weighed at 42 000 ₽ and paid from 50 000,10 ₽ (40). */
  async function paidCargo(token: string) {
    const id = await cargoToPay(t.app, token, staff);
    await giveRubles(t.app, staff, token, 50_000.1);
    expect((await call(t.app, 'PUT', `/api/cargo/pay/${id}`, token)).statusCode).toBe(200);
    return id;
  }

  it('40 → 800: 42 000 ₽ back (balance 8 000,10 → 50 000,10), one cargo_refund row; the customer reads why', async () => {
    const client = await signUpClient(t.app);
    const id = await paidCargo(client.token);
    expect(await rubBalance(t.app, client.token)).toBe(8000.1);

    const answer = await cancel(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id,
      statusId: CARGO_STATUS.CANCELED_REFUNDED,
      status: { id: 800, title: 'Отменена, оплата возвращена' },
      statusReason: REASON,
    });
    expect(await rubBalance(t.app, client.token)).toBe(50_000.1);
    expect(await ledger(id)).toEqual(['cargo_payment -42000.00', 'cargo_refund 42000.00']);
    const mine = (await call(t.app, 'GET', `/api/cargo/${id}`, client.token)).json();
    expect(mine).toMatchObject({
      statusId: 800,
      status: { title: 'Отменена, оплата возвращена' },
      statusReason: REASON,
    });
    const history = await call(t.app, 'GET', '/api/client/my-transactions', client.token);
    expect(JSON.stringify(history.json())).toContain(CARGO_MESSAGES.refundComment(cargoName(mine)));

    expect((await cancel(id)).statusCode).toBe(409);
    const ship = await call(t.app, 'PUT', `/api/staff/cargo/${id}/ship`, staff, {
      outgoingDeclaration: 'CN-MSK-1',
    });
    expect(ship.statusCode).toBe(409);
    expect(await ledger(id)).toHaveLength(2);
    expect(await rubBalance(t.app, client.token)).toBe(50_000.1);
  });

  it('refuses an unpaid cargo (33) and a shipped one (50); wants a reason; 404 to a customer', async () => {
    const client = await signUpClient(t.app);
    const unpaid = await cargoToPay(t.app, client.token, staff);
    const refused = await cancel(unpaid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STATUS_CONFLICT',
      message: CARGO_MESSAGES.cancelWithRefundNotAllowed,
    });

    const shipped = await paidCargo(client.token);
    const ship = await call(t.app, 'PUT', `/api/staff/cargo/${shipped}/ship`, staff, {
      outgoingDeclaration: 'CN-MSK-7781',
    });
    expect(ship.statusCode).toBe(200);
    expect((await cancel(shipped)).json().message).toBe(CARGO_MESSAGES.cancelWithRefundNotAllowed);
    expect(await ledger(shipped)).toEqual(['cargo_payment -42000.00']);

    const paid = await paidCargo(client.token);
    const empty = await cancel(paid, staff, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ reason: CARGO_MESSAGES.reasonRequired });
    expect((await cancel(paid, client.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/cargo/${paid}`, client.token)).json().statusId).toBe(40);
  });
});
