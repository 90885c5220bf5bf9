import { CURRENCY_SYMBOL, type CurrencyCcy } from '@cargo/domain';

/** "1000.5" → "1 000,50": Russian grouping and decimal comma, for ledger comments. */
export function formatDecimalRu(text: string, decimals: number): string {
  const negative = text.startsWith('-');
  const [whole = '0', frac = ''] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const fraction = decimals > 0 ? `,${frac.padEnd(decimals, '0').slice(0, decimals)}` : '';
  return `${negative ? '-' : ''}${grouped}${fraction}`;
}

/** "1000.00", RUB → "1 000,00 ₽". */
export function formatMoneyRu(amount: string, currency: CurrencyCcy): string {
  return `${formatDecimalRu(amount, 2)} ${CURRENCY_SYMBOL[currency]}`;
}
