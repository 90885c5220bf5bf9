export * from './finance.js';
export * from './mail.js';
export * from './promo.js';
export * from './sessions.js';
export * from './users.js';
export * from './addresses.js';
export * from './recipients.js';
export * from './reference.js';
