/** What other modules may use of the addresses module. */
export { findActiveAddressForRules } from './queries.js';
export { createAddress } from './save-address.js';
