/** The money module: every balance change in any module goes through these functions. */
export {
  accountsColumn,
  changeBalance,
  listAccounts,
  openAccounts,
  sumLedgerAmount,
  type AccountView,
  type BalanceChange,
} from './ledger.js';
export { topUpRoutes } from './top-ups/routes.js';
export { topUpStaffRoutes } from './top-ups/staff-routes.js';
export { topUpWebhookRoutes } from './top-ups/webhook-routes.js';
