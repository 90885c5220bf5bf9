/** Cargo: statuses, forms, pricing, answers. */
export * from './cargo.js';
export * from './cargo-answers.js';
export * from './cargo-pricing.js';
