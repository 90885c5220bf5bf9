/** What other modules, app.ts, the server's plugins and the CLI may use of the auth module. */
export { createCustomer, type NewCustomer } from './customers.js';
export { hashPassword } from './passwords.js';
export { findOpenSession, openSessionIds, sessionIsOpen } from './sessions.js';
export { hashToken, newOpaqueToken } from './tokens.js';
export { contactsOf, emailsOf, referralFactsOf } from './customer-facts.js';
export { createTokenSigner, type TokenSigner } from './tokens.js';
export { saveStaffAccount, type StaffAccount } from './staff-accounts.js';
