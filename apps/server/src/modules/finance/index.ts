/** The money module: every balance change in any module goes through these functions. */
export {
  accountsColumn,
  changeBalance,
  listAccounts,
  openAccounts,
  sumLedgerAmount,
  type AccountView,
  type BalanceChange,
  type LedgerEntry,
} from './ledger.js';
export { topUpRoutes } from './top-ups/routes.js';
export { topUpStaffRoutes } from './top-ups/staff-routes.js';
export { topUpWebhookRoutes } from './top-ups/webhook-routes.js';
export { credit, debit, type LedgerReference, type MoneyMove } from './credit-debit.js';
export { amountPaidFor } from './amount-paid-for.js';
export { convert, quoteConversion, type ConversionRequest } from './convert.js';
export { appliedRates, type AppliedRates } from './rates.js';
export { createPromoCode, redeemPromoCode, takeDiscount, heldDiscount } from './promo-codes.js';
export { financeRoutes } from './routes.js';
export { financeStaffRoutes } from './staff-routes.js';
