/** Currencies of customer accounts: ISO letter code and the numeric code the spec uses. */
export const CURRENCIES = [
  { ccy: 'RUB', code: 643 },
  { ccy: 'CNY', code: 156 },
  { ccy: 'USD', code: 840 },
  { ccy: 'EUR', code: 978 },
] as const;

export type CurrencyCcy = (typeof CURRENCIES)[number]['ccy'];
export const CURRENCY_CCYS = CURRENCIES.map((c) => c.ccy) as [CurrencyCcy, ...CurrencyCcy[]];
export const DEFAULT_CURRENCY: CurrencyCcy = 'CNY';

export const CURRENCY_CODE: Record<CurrencyCcy, number> = {
  RUB: 643,
  CNY: 156,
  USD: 840,
  EUR: 978,
};

/** The accounts' names as the customer reads them (balances, payment methods, the ledger). */
export const CURRENCY_TITLE: Record<CurrencyCcy, string> = {
  RUB: 'Рубли',
  CNY: 'Юани',
  USD: 'Доллары США',
  EUR: 'Евро',
};

export const CURRENCY_SYMBOL: Record<CurrencyCcy, string> = {
  RUB: '₽',
  CNY: '¥',
  USD: '$',
  EUR: '€',
};
