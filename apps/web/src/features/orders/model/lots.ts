import { type Order, type OrderUnit, ORDER_UNIT_STATUS, statusesAllowing } from '@cargo/domain';

const awaiting = (lot: OrderUnit) => lot.statusId === ORDER_UNIT_STATUS.PRICE_CONFIRMATION;

/** Lots awaiting price confirmation first (spec: highlighted as important), the rest in their order. */
export function lotsAwaitingFirst(lots: readonly OrderUnit[]): OrderUnit[] {
  return [...lots.filter(awaiting), ...lots.filter((lot) => !awaiting(lot))];
}

/** Orders with a lot awaiting confirmation first, newest first otherwise (the server's order). */
export function ordersAwaitingFirst(orders: readonly Order[]): Order[] {
  const has = (order: Order) => order.orderUnits.some(awaiting);
  return [...orders.filter(has), ...orders.filter((order) => !has(order))];
}

export const hasNewLots = (order: Order) =>
  order.orderUnits.some((lot) => lot.statusId === ORDER_UNIT_STATUS.NEW);

/** Lots the customer may still cancel (the transition table's customer rows): new, awaiting confirmation, ready. */
export const CANCELLABLE_STATUSES: readonly number[] = statusesAllowing('orderUnit', 'customer', 'cancel');
