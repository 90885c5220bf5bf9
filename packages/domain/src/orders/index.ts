/** Buyout orders and lots: statuses, forms, pricing, cancel rules, answers, transition rows. */
export * from './lot-cancel.js';
export * from './order-pricing.js';
export * from './order-transitions.js';
export * from './orders.js';
export * from './orders-answers.js';
export * from './orders-schemas.js';
