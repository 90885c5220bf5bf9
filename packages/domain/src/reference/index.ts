/**
 * Reference data (spec section 9): operators, tariffs, services and their prices, packaging, countries, and the
 * reference calls' queries and answers.
 */
export * from './countries.js';
export * from './parcel-tariffs.js';
export * from './reference.js';
export * from './reference-answers.js';
export * from './service-units.js';
