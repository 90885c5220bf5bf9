/** What other modules may use of the profile module. */
export {
  clientsByIds,
  customerCard,
  hasCustomers,
  searchCustomers,
  type ClientSummary,
  type CustomerCard,
} from './clients.js';
export { deskSearchCondition, wordsIn, type DeskSearchColumns } from './desk-search.js';
export { findUserByReferralCode, newReferralCode } from './referrals.js';
