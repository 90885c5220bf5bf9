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
