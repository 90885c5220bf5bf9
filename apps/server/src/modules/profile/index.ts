/** What other modules may use of the profile module. */
export { clientsByIds, hasCustomers, type ClientSummary } from './clients.js';
export { createPromoCode, redeemPromoCode, PROMO_KIND } from './promo-codes.js';
export { findUserByReferralCode, newReferralCode } from './referrals.js';
