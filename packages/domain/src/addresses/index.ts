/** Delivery addresses and the tariffs' delivery rules. */
export * from './addresses.js';
export * from './addresses-answers.js';
export * from './delivery-rules.js';
