import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInStaff, signUpClient, type TestApp } from '../../test/helpers.js';
import { usingPostgres } from '../../test/test-database.js';
import {
  giveYuan,
  lotLedger,
  lotRow,
  makeOrder,
  raisePrice,
  setStatus,
  yuanBalance,
} from '../../test/order-fixtures.js';

const RACERS = 30;

/**
 * Concurrent customer calls on one lot or one order. On PostgreSQL (TEST_DATABASE_URL) they really race; on PGlite
 * they queue on its one connection, and the same rules must hold. The example lot costs 203.70 ¥; the buyer's
 * price 220.50 ¥.
 */
describe(`orders: concurrent calls (${usingPostgres ? 'PostgreSQL' : 'PGlite, one query at a time'})`, () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  it(`${RACERS} confirms racing ${RACERS} cancels of one lot at 20: exactly one wins, the ledger sums`, async () => {
    const c = await signUpClient(t.app);
    await giveYuan(t.app, staff, c.token, 10_000);
    const order = await makeOrder(t.app, c.token, [{ statusId: 50 }]);
    const lot = order.lotIds[0]!;
    await raisePrice(t.app, lot, '95.00', '20.00');
    const confirm = () =>
      call(t.app, 'PUT', `/api/order/orderUnit/price/confirm?orderUnitId=${lot}`, c.token);
    const cancel = () =>
      call(t.app, 'PUT', `/api/order/${order.id}`, c.token, setStatus(order.id, [[lot, 30]]));
    const calls = Array.from({ length: RACERS * 2 }, (_, i) => (i % 2 === 0 ? confirm : cancel));
    const answers = await Promise.all(calls.map((send) => send()));
    const won = (kind: number) => answers.filter((a, i) => i % 2 === kind && a.statusCode === 200).length;
    const confirms = won(0);
    const cancels = won(1);
    const others = answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 409);
    const row = await lotRow(t.app, lot);
    const ledger = await lotLedger(t.app, lot);
    const balance = await yuanBalance(t.app, c.token);
    console.log(
      `confirm/cancel race: ${confirms} confirm(s) and ${cancels} cancel(s) won of ${RACERS}+${RACERS}; ` +
        `lot ${row.statusId}, paid ${row.paid}, ledger ${ledger.sum} in ${ledger.rows} rows, balance ${balance}`,
    );
    expect(others).toEqual([]);
    // Exactly one call decides the price confirmation: a confirm and a cancel of a lot at 20 exclude each other
    // (a customer cannot cancel a lot at 50, which the buyer is buying).
    expect(confirms + cancels).toBe(1);
    if (cancels === 1) {
      // The cancel won at 20: everything held went back.
      expect(row).toMatchObject({ statusId: 30, paid: '0.00' });
      expect(ledger).toEqual({ sum: '0.00', rows: 2 });
      expect(balance).toBe('10000.00');
    } else {
      // The confirm won: exactly the 16.80 ¥ difference was taken.
      expect(row).toMatchObject({ statusId: 50, paid: '220.50' });
      expect(ledger).toEqual({ sum: '-220.50', rows: 2 });
      expect(balance).toBe('9779.50');
    }
    expect(ledger.sum).toBe(row.paid === '0.00' ? '0.00' : `-${row.paid}`);
  });

  it(`${RACERS} concurrent sends to buyout of one order: charged once`, async () => {
    const c = await signUpClient(t.app);
    await giveYuan(t.app, staff, c.token, 10_000);
    const order = await makeOrder(t.app, c.token, [{}, {}]);
    const body = setStatus(
      order.id,
      order.lotIds.map((id): [number, number] => [id, 50]),
    );
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        i % 2 === 0
          ? call(t.app, 'PUT', `/api/order/${order.id}`, c.token, body)
          : call(t.app, 'PUT', '/api/order/bulk', c.token, { orderIds: [order.id], statusId: 50 }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    console.log(
      `send race: ${codes.filter((s) => s === 200).length} × 200, ${codes.filter((s) => s === 409).length} × 409`,
    );
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(RACERS - 1);
    for (const lot of order.lotIds) {
      expect(await lotLedger(t.app, lot)).toEqual({ sum: '-203.70', rows: 1 });
      expect((await lotRow(t.app, lot)).paid).toBe('203.70');
    }
    expect(await yuanBalance(t.app, c.token)).toBe('9592.60');
  });
});
