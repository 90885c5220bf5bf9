import type { FastifyInstance } from 'fastify';
import { DEFAULT_BUYOUT_COMMISSION_PERCENT, ORDER_TYPE, ORDER_UNIT_STATUS, priceLot } from '@cargo/domain';
import { orders, orderUnits } from '../db/schema/orders.js';
import { chargeLot } from '../modules/orders/lot-money.js';

/**
 * Lots for the buyer's desk tests without the customer's order routes: the rows those routes would write, and a
 * lot sent to buyout charged through `chargeLot` exactly as sending it does (one `order_payment` row, `paid` set in
 * the same transaction). Yuan, balances, the ledger and the lot's row: `order-fixtures.ts`.
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
