/**
 * The money module: every balance change in any module — finance's own included — goes through `credit`, `debit`
 * (`debitUpTo` for many customers at once) and `convert`; the ledger primitive under them (`changeBalance`) is not exported.
 */
export {
  accountsColumn,
  listAccounts,
  openAccounts,
  sumLedgerAmount,
  type AccountView,
  type BalanceChange,
  type LedgerEntry,
} from './ledger.js';
export { credit, debit, type LedgerReference, type MoneyMove } from './credit-debit.js';
export {
  debitUpTo,
  type ChargeLine,
  type CustomerDebit,
  type DebitUpToRequest,
  type DebitUpToResult,
} from './debit-up-to.js';
export { amountPaidFor } from './amount-paid-for.js';
export { convert, quoteConversion, type ConversionRequest } from './convert.js';
export { appliedRates, type AppliedRates } from './rates.js';
export { createPromoCode } from './create-promo-code.js';
export { redeemPromoCode } from './redeem-promo-code.js';
export { takeDiscount } from './take-discount.js';
export { heldDiscount } from './held-discount.js';
export { readOfficialRateTable } from './read-official-rate-table.js';
export { topUpOwnedBy } from './owned-by.js';
export { officialRatesOn } from './rates-on.js';
