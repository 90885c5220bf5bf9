/** What other modules may use of the auth module. */
export { hashPassword } from './passwords.js';
export { hashToken, newOpaqueToken } from './tokens.js';
