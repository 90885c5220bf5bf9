import { DEFAULT_BUYOUT_COMMISSION_PERCENT, ORDER_UNIT_STATUS, priceLot } from '@cargo/domain';
import { orders, orderUnits } from '../../apps/server/src/db/schema/index.ts';
import { createdAt, insertChunked, type Seeder } from './seed-support.ts';

const ORDERS = 1_000;
const LOTS_PER_ORDER = 3;
const U = ORDER_UNIT_STATUS;
/** A long-standing buyer's history: most lots handed over to goods, some in every other state. */
const LOT_STATUSES = [
  U.TRANSFERRED_TO_GOODS,
  U.TRANSFERRED_TO_GOODS,
  U.PURCHASED,
  U.WAITING_PURCHASE,
  U.NEW,
  U.CANCELED,
  U.PRICE_CONFIRMATION,
];

/** Buyout orders: 1,000 orders of three lots each, across every lot status, the paid ones holding their yuan. */
export const orderSeeder: Seeder = {
  name: `buyout orders (${ORDERS}, ${ORDERS * LOTS_PER_ORDER} lots across the statuses)`,
  async seed(db, account) {
    const orderRows = Array.from({ length: ORDERS }, (_, i) => ({
      userId: account.userId,
      commentOrder: i % 4 === 0 ? 'Проверить размер перед выкупом' : null,
      createdAt: createdAt(i, ORDERS),
    }));
    const orderIds: number[] = [];
    await insertChunked(db, orderRows, async (tx, chunk) => {
      orderIds.push(...(await tx.insert(orders).values(chunk).returning({ id: orders.id })).map((r) => r.id));
    });
    const lots = orderIds.flatMap((orderId, i) =>
      Array.from({ length: LOTS_PER_ORDER }, (_, k) => {
        const statusId = LOT_STATUSES[(i * LOTS_PER_ORDER + k) % LOT_STATUSES.length]!;
        const price = `${49 + ((i + k) % 400)}.50`;
        const paidStatus = statusId !== U.NEW && statusId !== U.CANCELED;
        const total = priceLot(
          { price, count: 1 + (k % 3), delivery: '12.00' },
          DEFAULT_BUYOUT_COMMISSION_PERCENT,
        ).total;
        return {
          orderId,
          userId: account.userId,
          statusId,
          goodUrl: `https://item.taobao.com/item.htm?id=${700000000 + i * 10 + k}`,
          price,
          count: 1 + (k % 3),
          delivery: '12.00',
          orderName: `Кроссовки беговые, лот ${k + 1}`,
          size: '42',
          color: 'чёрный',
          additionalServices: [4, 1],
          types: [2],
          commissionPercent: paidStatus ? DEFAULT_BUYOUT_COMMISSION_PERCENT : null,
          paid: paidStatus ? total : '0',
          realPrice: statusId === U.PRICE_CONFIRMATION ? `${60 + ((i + k) % 400)}.00` : null,
          realDelivery: statusId === U.PRICE_CONFIRMATION ? '15.00' : null,
          sentToBuyoutAt: paidStatus ? createdAt(i, ORDERS) : null,
          createdAt: createdAt(i, ORDERS),
        };
      }),
    );
    await insertChunked(db, lots, (tx, chunk) => tx.insert(orderUnits).values(chunk));
    return orderRows.length + lots.length;
  },
};
