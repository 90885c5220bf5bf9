/** What other modules (and the server's plugins) may use of the auth module. */
export { createCustomer, type NewCustomer } from './customers.js';
export { hashPassword } from './passwords.js';
export { findOpenSession, sessionIsOpen } from './sessions.js';
export { hashToken, newOpaqueToken } from './tokens.js';
export { emailsOf, referralFactsOf } from './customer-facts.js';
