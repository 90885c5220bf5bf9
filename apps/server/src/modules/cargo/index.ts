/** What other modules may use of the cargo module: whether a cargo is a customer's own (its routes are its plugin). */
export { cargoOwnedBy } from './owned-by.js';
export { cargoAwaitingPaymentCount } from './dashboard-counts.js';
