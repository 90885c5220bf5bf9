import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';
import { userIdOf } from '../../test/order-fixtures.js';
import { orders, orderUnits } from '../schema/orders.js';
import { jsonRowsOf, rowsFromJson } from './json-rows.js';

/**
 * Rows nested as JSON in another read's statement come back exactly as Drizzle's own select reads them: numerics
 * as their exact text, moments as Dates, arrays, nulls, booleans, and a page of them in their order.
 */
describe('jsonRowsOf / rowsFromJson', () => {
  let t: TestApp;
  let orderId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const userId = userIdOf((await signUpClient(t.app)).token);
    const [order] = await t.app.ctx.db.insert(orders).values({ userId }).returning();
    orderId = order!.id;
    const lot = {
      orderId,
      userId,
      statusId: 10,
      goodUrl: 'https://item.taobao.com/item.htm?id=1',
      count: 3,
      delivery: '0.10',
      orderName: 'Куртка «зимняя»',
      additionalServices: [4, 1],
      types: [],
    };
    await t.app.ctx.db.insert(orderUnits).values([
      {
        ...lot,
        price: '123456789012.34',
        paid: '0.05',
        sentToBuyoutAt: new Date('2026-11-28T01:02:03.456Z'),
      },
      { ...lot, price: '1.50', isInternational: true, realPrice: '2.00', color: null },
      { ...lot, price: '99.99', size: 'XL' },
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const read = async (page?: { limit: number; offset: number }) => {
    const [row] = await t.app.ctx.db
      .select({
        lots: jsonRowsOf(orderUnits, eq(orderUnits.orderId, orders.id), sql`${orderUnits.id}`, page),
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    return rowsFromJson(orderUnits, row!.lots);
  };
  const selected = () =>
    t.app.ctx.db.select().from(orderUnits).where(eq(orderUnits.orderId, orderId)).orderBy(asc(orderUnits.id));

  it('reads every row as the table’s own select does', async () => {
    const all = await selected();
    expect(all).toHaveLength(3);
    expect(await read()).toEqual(all);
    expect(all[0]!.price).toBe('123456789012.34');
  });

  it('reads a page of the rows in their order', async () => {
    const all = await selected();
    expect(await read({ limit: 2, offset: 1 })).toEqual(all.slice(1, 3));
    expect(await read({ limit: 2, offset: 5 })).toEqual([]);
  });
});
