import { MONEY_QUERY_ROOT } from '../../../shared/session/moneyQueries';

/** The spec's "all" page size: the ledger is fetched once, whole, and sorted and filtered in memory. */
export const ALL_TRANSACTIONS_PAGE_SIZE = 100_000;
/** The customer's top-ups shown on /finance. */
export const TOP_UPS_PAGE_SIZE = 20;
/** The staff desk's lists. */
export const STAFF_PAGE_SIZE = 20;
/** How often the opener asks about a top-up while its payment page is open. */
export const TOP_UP_POLL_MS = 1500;

export const financeQueryKeys = {
  all: MONEY_QUERY_ROOT,
  transactions: [...MONEY_QUERY_ROOT, 'transactions'] as const,
  topUps: (page: number) => [...MONEY_QUERY_ROOT, 'top-ups', page] as const,
  topUp: (id: number) => [...MONEY_QUERY_ROOT, 'top-up', id] as const,
  discount: [...MONEY_QUERY_ROOT, 'discount'] as const,
  rates: ['currency-rate'] as const,
  paymentProviders: ['payment-providers'] as const,
  sandboxPayment: (id: string) => ['sandbox', 'card', id] as const,
  sandboxInvoice: (id: string) => ['sandbox', 'crypto', id] as const,
  staff: {
    all: ['staff', 'finance'] as const,
    customers: (query: string, page: number) => ['staff', 'finance', 'customers', query, page] as const,
    customer: (id: number) => ['staff', 'finance', 'customer', id] as const,
    ledger: (id: number, page: number) => ['staff', 'finance', 'customer', id, 'ledger', page] as const,
    rates: ['staff', 'finance', 'rates'] as const,
    promoCodes: (page: number) => ['staff', 'finance', 'promo-codes', page] as const,
    topUps: (statusId: number | null, page: number, q: string) =>
      ['staff', 'finance', 'top-ups', statusId, page, q] as const,
    topUpCounters: (q: string) => ['staff', 'finance', 'top-ups', 'counters', q] as const,
    approvals: (statusId: number, page: number) => ['staff', 'finance', 'approvals', statusId, page] as const,
    rateHistory: (subject: string, page: number) =>
      ['staff', 'finance', 'rate-history', subject, page] as const,
  },
};
