import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ORDER_UNIT_STATUS } from '@cargo/domain';
import { orders, orderUnits } from '../../db/schema/orders.js';

/**
 * The dashboard's order facts as scalar subqueries for its one statement: the lots awaiting price confirmation
 * (what /orders/on_price_confirmation_lots lists; order_units_user_status_idx) and whether the customer has any order.
 */
export function ordersDashboardCounts(userId: number): { priceConfirmation: SQL<number>; any: SQL<boolean> } {
  return {
    priceConfirmation: sql<number>`(select cast(count(*) as integer) from ${orderUnits}
      where ${and(eq(orderUnits.userId, userId), eq(orderUnits.statusId, ORDER_UNIT_STATUS.PRICE_CONFIRMATION))})`.mapWith(
      Number,
    ),
    any: sql<boolean>`exists (select 1 from ${orders} where ${eq(orders.userId, userId)})`,
  };
}
