/** Money and decimals the Russian way, for server comments and the web alike: exact, through money.ts. */
import { CURRENCY_SYMBOL, type CurrencyCcy } from './currency.js';
import { type Decimal, fromMinorUnits, fromScaled, MONEY_SCALE, ROUNDING, toScaledRounded } from './money.js';

export interface RuFormatOptions {
  /** No-break spaces between digit groups and before the sign, so a screen never wraps an amount. */
  noBreak?: boolean;
}

/** "1000.5" → "1 000,50": Russian digit grouping and a decimal comma, rounded half away from zero. */
export function formatDecimalRu(value: Decimal, decimals: number, options: RuFormatOptions = {}): string {
  const text = fromScaled(toScaledRounded(value, decimals, ROUNDING.price), decimals);
  const negative = text.startsWith('-');
  const [whole = '0', frac] = (negative ? text.slice(1) : text).split('.');
  const space = options.noBreak ? '\u00a0' : ' ';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, space);
  return `${negative ? '-' : ''}${grouped}${frac === undefined ? '' : `,${frac}`}`;
}

/** "1000", RUB → "1 000,00 ₽": two decimals and the currency's sign (balances, the ledger, prices). */
export function formatMoneyRu(amount: Decimal, currency: CurrencyCcy, options: RuFormatOptions = {}): string {
  return `${formatDecimalRu(amount, MONEY_SCALE, options)}${options.noBreak ? '\u00a0' : ' '}${CURRENCY_SYMBOL[currency]}`;
}

/** Whole amounts without kopecks, as messages word them: «100 ₽», «300 000 ₽», «12,50 $». */
export function formatMoneyWithSign(
  amount: Decimal,
  currency: CurrencyCcy,
  options: RuFormatOptions = {},
): string {
  const minor = toScaledRounded(amount, MONEY_SCALE, ROUNDING.price);
  const decimals = minor % 100n === 0n ? 0 : MONEY_SCALE;
  const space = options.noBreak ? '\u00a0' : ' ';
  return `${formatDecimalRu(fromMinorUnits(minor), decimals, options)}${space}${CURRENCY_SYMBOL[currency]}`;
}

/**
 * A measure the Russian way, without trailing zeros: 4.555 → «4,555 кг», 1200.5 → «1 200,5 кг», 12 → «12 кг»
 * (weights to the gram, volumes to the litre, sizes to the millimetre).
 */
export function formatMeasureRu(value: Decimal, unit: string, maxDecimals = 3): string {
  const fixed = formatDecimalRu(value, maxDecimals);
  const text = maxDecimals > 0 ? fixed.replace(/,?0+$/, '') : fixed;
  return `${text} ${unit}`;
}
