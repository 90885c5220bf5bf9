/** What other modules may use of the orders module: the demo seed creates and sends an order as a customer does. */
export { createOrder } from './create-order.js';
export { commissionPercentOf } from './commission.js';
export { orderOwnedBy } from './owned-by.js';
export { ordersDashboardCounts } from './dashboard-counts.js';
/** The buyer's new price for a lot the customer must answer (the demo seed raises one). */
export { raiseLotPrice } from './raise-lot-price.js';
