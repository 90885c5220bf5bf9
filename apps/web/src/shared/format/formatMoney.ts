import { CURRENCY_SYMBOL, type CurrencyCcy } from '@cargo/domain';

const moneyFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5, 'RUB' -> '1 234,50 ₽' (Russian grouping, two decimals, the currency's symbol). */
export function formatMoney(amount: number, ccy: CurrencyCcy): string {
  return `${moneyFormat.format(amount)} ${CURRENCY_SYMBOL[ccy]}`;
}
