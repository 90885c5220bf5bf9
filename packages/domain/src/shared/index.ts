/**
 * What every domain folder builds on: error codes and answers, form fields and their Russian messages, exact money and
 * currencies, pages, plural forms, limits, idempotency, track numbers, the desks' search, the transition row's type.
 */
export * from './answers.js';
export * from './currency.js';
export * from './desk-search.js';
export * from './errors.js';
export * from './fields.js';
export * from './free-text-fields.js';
export * from './idempotency.js';
export * from './idempotency-header.js';
export * from './limits.js';
export * from './money.js';
export * from './money-format.js';
export { inSentence } from './name-text.js';
export * from './number-fields.js';
export * from './pagination.js';
export * from './phone.js';
export * from './phone-field.js';
export * from './plural.js';
export * from './text-field.js';
export * from './track.js';
export * from './transition-types.js';
