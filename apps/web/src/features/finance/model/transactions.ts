import type { CurrencyCcy, Transaction } from '@cargo/domain';

/** The spec's sort keys of the finance list: transaction date, balance, account (currency). */
export type TransactionSortKey = 'date' | 'balance' | 'account';
export type SortDirection = 'asc' | 'desc';
export interface TransactionSort {
  key: TransactionSortKey;
  direction: SortDirection;
}
/** The spec's currency filter: none, RUB, CNY (USD and EUR after them). */
export type CurrencyFilter = CurrencyCcy | 'all';
export const CURRENCY_FILTERS: readonly CurrencyFilter[] = ['all', 'RUB', 'CNY', 'USD', 'EUR'];

export const DEFAULT_TRANSACTION_SORT: TransactionSort = { key: 'date', direction: 'desc' };

const ACCOUNT_ORDER: Record<CurrencyCcy, number> = { RUB: 0, CNY: 1, USD: 2, EUR: 3 };

/** ISO 8601 strings in UTC of one format compare as text, which is far cheaper than parsing 100,000 dates. */
function compareDates(a: Transaction, b: Transaction): number {
  return a.transDate < b.transDate ? -1 : a.transDate > b.transDate ? 1 : a.id - b.id;
}

const COMPARE: Record<Exclude<TransactionSortKey, 'account'>, (a: Transaction, b: Transaction) => number> = {
  date: compareDates,
  balance: (a, b) => a.balance - b.balance || compareDates(a, b),
};

/** The rows of one currency (or all), in the chosen order; a new array, the input is left as it is. */
export function arrangeTransactions(
  rows: readonly Transaction[],
  filter: CurrencyFilter,
  sort: TransactionSort,
): Transaction[] {
  const kept = filter === 'all' ? rows.slice() : rows.filter((row) => row.balanceCurrency.ccy === filter);
  // The account order keeps each currency's newest rows first whatever the direction: the direction flips the
  // currencies only.
  if (sort.key === 'account') {
    return kept.sort((a, b) => {
      const byAccount = ACCOUNT_ORDER[a.balanceCurrency.ccy] - ACCOUNT_ORDER[b.balanceCurrency.ccy];
      if (byAccount !== 0) return sort.direction === 'asc' ? byAccount : -byAccount;
      return compareDates(b, a);
    });
  }
  const compare = COMPARE[sort.key];
  return kept.sort(sort.direction === 'asc' ? compare : (a, b) => compare(b, a));
}
