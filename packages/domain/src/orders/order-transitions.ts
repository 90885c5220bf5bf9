import { ORDER_UNIT_STATUS } from './orders.js';
import type { Transition } from '../shared/transition-types.js';

/** The buyout lots' rows of the transition tables (the rules are described in transitions.ts). */
const U = ORDER_UNIT_STATUS;
/**
 * Buyout lots (decision 027). Money moves in the transaction of each row: sending to buyout charges the lot's
 * total, confirming a new price charges the difference, a cancellation refunds what is held, a purchase at a lower
 * real price refunds the difference. A lot past purchase can no longer be cancelled.
 */
export const ORDER_UNIT_TRANSITIONS = [
  { action: 'edit', actor: 'customer', from: [U.NEW, U.READY_ORDER], to: 'same' },
  { action: 'sendToBuyout', actor: 'customer', from: [U.NEW, U.READY_ORDER], to: U.WAITING_PURCHASE },
  { action: 'confirmPrice', actor: 'customer', from: [U.PRICE_CONFIRMATION], to: U.WAITING_PURCHASE },
  // The customer cancels a lot not yet paid, or declines a new price. A lot paid and queued for the buyer (50) is
  // being bought: only the buyer's desk cancels it (with the refund), so a confirm and a cancel of a lot at 20
  // exclude each other — exactly one of them decides it (decision 027).
  { action: 'cancel', actor: 'customer', from: [U.NEW, U.READY_ORDER, U.PRICE_CONFIRMATION], to: U.CANCELED },
  // The buyer's desk: take a lot to work on, find the price higher (the customer decides), buy it, hand it over.
  { action: 'take', actor: 'staff', from: [U.WAITING_PURCHASE], to: 'same' },
  { action: 'raisePrice', actor: 'staff', from: [U.WAITING_PURCHASE], to: U.PRICE_CONFIRMATION },
  { action: 'purchase', actor: 'staff', from: [U.WAITING_PURCHASE], to: U.PURCHASED },
  { action: 'transferToGoods', actor: 'staff', from: [U.PURCHASED], to: U.TRANSFERRED_TO_GOODS },
  // The shop cannot sell it: cancelled with everything held refunded and a reason the customer sees.
  { action: 'cancel', actor: 'staff', from: [U.WAITING_PURCHASE, U.PRICE_CONFIRMATION], to: U.CANCELED },
] as const satisfies readonly Transition[];
