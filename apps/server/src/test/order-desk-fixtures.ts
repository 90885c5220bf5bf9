import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_BUYOUT_COMMISSION_PERCENT, ORDER_TYPE, ORDER_UNIT_STATUS, priceLot } from '@cargo/domain';
import { accountTransactions } from '../db/schema/finance.js';
import { orders, orderUnits } from '../db/schema/orders.js';
import { chargeLot } from '../modules/orders/lot-money.js';
import { call } from './helpers.js';
import { fundCustomer } from './four-eyes-helpers.js';

/**
 * Lots for the buyer's desk tests without the customer's order routes: the rows those routes would write, and a
 * lot sent to buyout charged through `chargeLot` exactly as sending it does (one `order_payment` row, `paid` set in
 * the same transaction).
 */
export interface LotFixture {
  userId: number;
  price?: string;
  count?: number;
  delivery?: string;
  orderName?: string;
  photoUrl?: string | null;
  /** 50 (charged) by default; 10 leaves it new and unpaid. */
  statusId?: number;
  orderTypeId?: number;
  parcelData?: unknown;
}

export async function insertLot(app: FastifyInstance, fixture: LotFixture) {
  const db = app.ctx.db;
  const figures = {
    price: fixture.price ?? '100',
    count: fixture.count ?? 2,
    delivery: fixture.delivery ?? '20',
  };
  const total = priceLot(figures, DEFAULT_BUYOUT_COMMISSION_PERCENT).total;
  const statusId = fixture.statusId ?? ORDER_UNIT_STATUS.WAITING_PURCHASE;
  const sent = statusId === ORDER_UNIT_STATUS.WAITING_PURCHASE;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: fixture.userId,
        orderTypeId: fixture.orderTypeId ?? ORDER_TYPE.BUYOUT,
        parcelData: fixture.parcelData ?? null,
      })
      .returning();
    const [lot] = await tx
      .insert(orderUnits)
      .values({
        orderId: order!.id,
        userId: fixture.userId,
        statusId,
        goodUrl: 'https://item.taobao.com/item.htm?id=555',
        photoUrl: fixture.photoUrl ?? null,
        price: figures.price,
        count: figures.count,
        delivery: figures.delivery,
        orderName: fixture.orderName ?? 'Кроссовки Li-Ning',
        additionalServices: [4, 1],
        types: [1],
        commissionPercent: sent ? DEFAULT_BUYOUT_COMMISSION_PERCENT : null,
        paid: sent ? total : '0',
        sentToBuyoutAt: sent ? new Date() : null,
      })
      .returning();
    if (sent) await chargeLot(tx, lot!, total);
    return { lot: lot!, order: order!, total };
  });
}

/** Puts yuan on the customer's account through the finance desk's correction. */
export async function giveYuan(app: FastifyInstance, staff: string, userId: number, amount: number) {
  await fundCustomer(app, staff, userId, 'CNY', amount, 'Пополнение для выкупа');
}

/** The customer's yuan balance as the cabinet shows it. */
export async function cnyBalance(app: FastifyInstance, token: string): Promise<number> {
  const info = (await call(app, 'GET', '/api/client/my-info', token)).json();
  return (info.accounts as Array<{ currency: { ccy: string }; balance: number }>).find(
    (account) => account.currency.ccy === 'CNY',
  )!.balance;
}

/** The sum of a lot's ledger rows (charges negative, refunds positive), as exact text. */
export async function lotLedgerSum(app: FastifyInstance, lotId: number): Promise<string> {
  const rows = await app.ctx.db
    .select({ amount: accountTransactions.amount, referenceType: accountTransactions.referenceType })
    .from(accountTransactions)
    .where(eq(accountTransactions.referenceId, lotId));
  const fen = rows
    .filter((row) => row.referenceType === 'orderUnit')
    .reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
  return (fen / 100).toFixed(2);
}

/** The lot's row as stored. */
export async function lotRow(app: FastifyInstance, id: number) {
  const [row] = await app.ctx.db.select().from(orderUnits).where(eq(orderUnits.id, id));
  return row!;
}
