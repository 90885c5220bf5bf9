/** What other modules may use of the recipients module. */
export { findConfirmedRecipient, createRecipient } from './service.js';
export { reviewRecipient } from './review.js';
