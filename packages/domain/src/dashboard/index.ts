/** The customer's start page in one call. */
export * from './dashboard.js';
