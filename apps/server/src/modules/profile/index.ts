/** What other modules may use of the profile module. */
export {
  clientsByIds,
  customerCard,
  hasCustomers,
  searchCustomers,
  type ClientSummary,
  type CustomerCard,
} from './clients.js';
export { findUserByReferralCode, newReferralCode } from './referrals.js';
