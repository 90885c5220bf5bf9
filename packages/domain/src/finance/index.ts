/** Money accounts: top-ups, the ledger, conversions, the desk's forms, rate history, four-eyes approvals. */
export * from './approvals.js';
export * from './finance.js';
export * from './finance-answers.js';
export * from './finance-desk.js';
export * from './finance-messages.js';
export * from './rate-history.js';
