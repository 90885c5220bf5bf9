import { type Order, type OrderUnit, ORDER_UNIT_STATUS } from '@cargo/domain';

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

/** Lots the customer may still cancel: new, awaiting confirmation, ready order. */
export const CANCELLABLE_STATUSES: readonly number[] = [
  ORDER_UNIT_STATUS.NEW,
  ORDER_UNIT_STATUS.PRICE_CONFIRMATION,
  ORDER_UNIT_STATUS.READY_ORDER,
];
