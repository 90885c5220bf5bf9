/** What other modules, app.ts, the server's plugins and the CLI may use of the auth module (it owns `users`). */
export { createCustomer, type NewCustomer, type OpenAccounts } from './customers.js';
export { hashPassword } from './passwords.js';
export { findOpenSession, openSessionCheck, openSessionIds, sessionIsOpen } from './sessions.js';
export { contactsOf, emailsOf, referralFactsOf } from './customer-facts.js';
export { saveStaffAccount, type StaffAccount } from './staff-accounts.js';
// Who the customers are, for the desks and the profile page: reads and edits of the users table (decision 058).
export {
  clientsByIds,
  clientSummariesJson,
  customerCard,
  hasCustomers,
  searchCustomers,
  type ClientSummary,
  type CustomerCard,
} from './clients.js';
export { deskSearchCondition, wordsIn, type DeskSearchColumns } from './desk-search.js';
export { myInfoQuery, updateCustomerDetails } from './customer-profile.js';
// Referral codes and who invited whom: columns of the users table, which auth owns (decision 058). The rewards are
// finance's, summed for the profile page by profile's referral-rewards.ts.
export { attachReferrer } from './attach-referrer.js';
export { findUserByReferralCode } from './find-user-by-referral-code.js';
export { listReferrals } from './list-referrals.js';
export { newReferralCode } from './new-referral-code.js';
