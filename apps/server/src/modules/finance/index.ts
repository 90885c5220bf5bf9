/** The money module: every balance change in any module goes through these functions. */
export {
  changeBalance,
  listAccounts,
  openAccounts,
  sumLedgerAmount,
  type AccountView,
  type BalanceChange,
} from './ledger.js';
