import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, accountTransactions } from '../db/schema/finance.js';
import { orderUnits } from '../db/schema/orders.js';
import { call, decodeJwt, orderLotItem } from './helpers.js';
import { fundCustomer } from './four-eyes-helpers.js';

/**
 * What buyout-order tests share, the customer's and the buyer's desk's alike: yuan given, orders made, the ledger,
 * the balance and the lot's row read. A customer is named by their token or their id.
 */
export const userIdOf = (token: string) => Number(decodeJwt(token).sub);
const customerIdOf = (customer: string | number) =>
  typeof customer === 'number' ? customer : userIdOf(customer);

/** Puts `amount` yuan on the customer's account through the finance desk's correction. */
export async function giveYuan(
  app: FastifyInstance,
  staff: string,
  customer: string | number,
  amount: number | string,
) {
  await fundCustomer(app, staff, customerIdOf(customer), 'CNY', Number(amount), 'Юани для заказа');
}

/** The CNY balance as exact text, read from the database. */
export async function yuanBalance(app: FastifyInstance, customer: string | number): Promise<string> {
  const [row] = await app.ctx.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, customerIdOf(customer)), eq(accounts.currency, 'CNY')));
  return row!.balance;
}

/** The sum of a lot's ledger rows (exact text) and their number. */
export async function lotLedger(app: FastifyInstance, lotId: number) {
  const [row] = await app.ctx.db
    .select({
      sum: sql<string>`coalesce(sum(${accountTransactions.amount}), 0)::numeric(14,2)::text`,
      rows: sql<number>`cast(count(*) as integer)`.mapWith(Number),
    })
    .from(accountTransactions)
    .where(
      and(eq(accountTransactions.referenceType, 'orderUnit'), eq(accountTransactions.referenceId, lotId)),
    );
  return { sum: row!.sum, rows: row!.rows };
}

export async function lotRow(app: FastifyInstance, lotId: number) {
  const [row] = await app.ctx.db.select().from(orderUnits).where(eq(orderUnits.id, lotId));
  return row!;
}

/** The buyer's desk found a higher price (the lot 50 → 20), written straight into the test's database. */
export async function raisePrice(
  app: FastifyInstance,
  lotId: number,
  realPrice: string,
  realDelivery: string,
) {
  await app.ctx.db
    .update(orderUnits)
    .set({
      statusId: 20,
      realPrice,
      realDelivery,
      priceNote: 'Цена в магазине выросла',
      priceRaisedAt: new Date(),
    })
    .where(eq(orderUnits.id, lotId));
}

export interface MadeOrder {
  id: number;
  lotIds: number[];
}

/** A buyout order of the given lots (the example lot by default); fails the test when refused. */
export async function makeOrder(
  app: FastifyInstance,
  token: string,
  lots: Array<Record<string, unknown>> = [{}],
): Promise<MadeOrder> {
  const answer = await call(app, 'POST', '/api/order', token, {
    orderUnits: lots.map((lot) => ({ ...orderLotItem, ...lot })),
  });
  if (answer.statusCode !== 201) throw new Error(`order refused: ${answer.statusCode} ${answer.body}`);
  const order = answer.json().order as { id: number; orderUnits: Array<{ id: number }> };
  return { id: order.id, lotIds: order.orderUnits.map((lot) => lot.id) };
}

export const setStatus = (orderId: number, lots: Array<[number, number]>) => ({
  id: orderId,
  orderUnits: lots.map(([id, statusId]) => ({ id, statusId })),
});
