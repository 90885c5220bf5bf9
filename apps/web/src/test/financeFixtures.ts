import type { CurrencyCcy, CurrencyRate, LedgerKind, Transaction, TopUp } from '@cargo/domain';

const CODE: Record<CurrencyCcy, number> = { RUB: 643, CNY: 156, USD: 840, EUR: 978 };

export function transaction(
  id: number,
  overrides: Partial<Omit<Transaction, 'balanceCurrency'>> & { ccy?: CurrencyCcy; kind?: LedgerKind } = {},
): Transaction {
  const { ccy = 'RUB', ...rest } = overrides;
  return {
    id,
    transDate: new Date(Date.UTC(2026, 10, 1, 9, 0) + id * 60_000).toISOString(),
    amount: 100,
    balance: 100 * id,
    balanceCurrency: { ccy, code: CODE[ccy] },
    comment: `Операция ${id}`,
    kind: 'top_up',
    ...rest,
  };
}

export function page<T>(data: T[]) {
  return { data, totalElements: data.length, totalPages: 0, page: 1 };
}

export const RATES: CurrencyRate[] = [
  { eCurrency: { ccy: 'RUB', code: 643 }, rate: 1, officialRate: 1, date: '2026-11-20' },
  { eCurrency: { ccy: 'CNY', code: 156 }, rate: 11.2, officialRate: 11, date: '2026-11-20' },
  { eCurrency: { ccy: 'USD', code: 840 }, rate: 81.5, officialRate: 80, date: '2026-11-20' },
  { eCurrency: { ccy: 'EUR', code: 978 }, rate: 94.3, officialRate: 93, date: '2026-11-20' },
];

export function topUp(overrides: Partial<TopUp> = {}): TopUp {
  return {
    id: 7,
    method: 'card',
    statusId: 2,
    amount: 1000,
    currency: 'RUB',
    receivedAmount: null,
    failureReason: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    paidAt: null,
    expiresAt: '2026-11-21T11:00:00.000Z',
    ...overrides,
  };
}
