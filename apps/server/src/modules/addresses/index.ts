/** What other modules may use of the addresses module. */
export { findActiveAddressForRules, createAddress } from './service.js';
