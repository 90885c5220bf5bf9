/**
 * The one decimal module: money, rates, weights and duties as scaled integers (bigint) — kopecks, millionths of a
 * rate, grams, euro cents — never as floats. It parses and scales, adds and multiplies, rounds in the mode each use
 * calls for, converts between currencies and makes the JSON number an answer carries (money-format.ts formats it
 * the Russian way). A number input is read through its shortest decimal text, so 0.1 is exactly one
 * tenth. ESLint's `money/no-number-on-money` keeps `Number()` off money everywhere else (docs/ARCHITECTURE.md).
 */
import type { CurrencyCcy } from './currency.js';

/** A decimal as text ("12.50", "-3", "0.001") or a number read through its decimal text. */
export type Decimal = string | number;

// ---------------------------------------------------------------- parsing and scale

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** The digits of a decimal: `units` × 10^-scale, trailing zeros of the fraction dropped. */
function parseDecimal(value: Decimal): { units: bigint; scale: number } {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal: ${text}`);
  const [, sign, whole = '0', fracRaw = ''] = match;
  const frac = fracRaw.replace(/0+$/, '');
  const units = BigInt(whole + frac);
  return { units: sign ? -units : units, scale: frac.length };
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a decimal: ${value}`);
  const text = String(value);
  // 1e-7 and 1e21 style: spell them out (toFixed is exact for these magnitudes' decimal text up to 20 places).
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** `value` × 10^scale as an integer; throws when it has more decimals than `scale` or is not a decimal. */
export function toScaled(value: Decimal, scale: number): bigint {
  const { units, scale: digits } = parseDecimal(value);
  if (digits > scale) throw new RangeError(`More than ${scale} decimals: ${value}`);
  return units * pow10(scale - digits);
}

/** `value` × 10^scale, rounded to an integer in the given mode when it has more decimals than `scale`. */
export function toScaledRounded(value: Decimal, scale: number, rounding: Rounding): bigint {
  const { units, scale: digits } = parseDecimal(value);
  return digits <= scale ? units * pow10(scale - digits) : divide(units, pow10(digits - scale), rounding);
}

/** The decimal text of a scaled integer with exactly `scale` decimals ("12.50"). */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = pow10(scale);
  const frac = scale > 0 ? `.${(abs % unit).toString().padStart(scale, '0')}` : '';
  return `${negative ? '-' : ''}${abs / unit}${frac}`;
}

// ---------------------------------------------------------------- rounding

/**
 * `halfAwayFromZero`: prices, duties, discounts and whatever is shown (0.005 → 0.01, −0.005 → −0.01);
 * `down` (towards −∞): a conversion's credit, so the rounding is against the customer, never the service;
 * `up` (towards +∞): weight, which is charged by the started tenth of a kilogram.
 */
export type Rounding = 'halfAwayFromZero' | 'down' | 'up';

/** The rounding each kind of figure takes. */
export const ROUNDING = {
  price: 'halfAwayFromZero',
  conversion: 'down',
  weight: 'up',
} as const satisfies Record<string, Rounding>;

/** a / b rounded in the given mode (b > 0). */
export function divide(a: bigint, b: bigint, rounding: Rounding): bigint {
  if (b <= 0n) throw new RangeError('Divisor must be positive');
  const truncated = a / b;
  const remainder = a % b;
  if (remainder === 0n) return truncated;
  switch (rounding) {
    case 'down':
      return a < 0n ? truncated - 1n : truncated;
    case 'up':
      return a > 0n ? truncated + 1n : truncated;
    case 'halfAwayFromZero': {
      const twice = (remainder < 0n ? -remainder : remainder) * 2n;
      if (twice < b) return truncated;
      return a < 0n ? truncated - 1n : truncated + 1n;
    }
  }
}

/** a / b rounded half away from zero (b > 0): prices and duties. */
export const divRound = (a: bigint, b: bigint): bigint => divide(a, b, 'halfAwayFromZero');
/** a / b rounded up (b > 0): weights. */
export const divCeil = (a: bigint, b: bigint): bigint => divide(a, b, 'up');
/** a / b rounded down (b > 0): a conversion's credit. */
export const divFloor = (a: bigint, b: bigint): bigint => divide(a, b, 'down');

export const maxBig = (a: bigint, b: bigint): bigint => (a > b ? a : b);
export const minBig = (a: bigint, b: bigint): bigint => (a < b ? a : b);

// ---------------------------------------------------------------- money: two decimals, in minor units

/** Kopecks, fen, cents: money has two decimals (numeric(14,2)). */
export const MONEY_SCALE = 2;

/** Exact minor units (kopecks, fen, cents) of an amount; throws when it has more than two decimals. */
export function toMinorUnits(amount: Decimal): bigint {
  try {
    return toScaled(amount, MONEY_SCALE);
  } catch {
    throw new RangeError(`Not a money amount: ${amount}`);
  }
}

/** "12.50" from 1250n: the exact text numeric(14,2) stores. */
export function fromMinorUnits(minor: bigint): string {
  return fromScaled(minor, MONEY_SCALE);
}

/** Any decimal to money's two decimals, half away from zero unless another mode is named. */
export function roundMoney(value: Decimal, rounding: Rounding = ROUNDING.price): string {
  return fromMinorUnits(toScaledRounded(value, MONEY_SCALE, rounding));
}

/** The exact sum of amounts. */
export function addMoney(...amounts: Decimal[]): string {
  return fromMinorUnits(amounts.reduce<bigint>((sum, amount) => sum + toMinorUnits(amount), 0n));
}

/** a − b, exactly. */
export function subtractMoney(a: Decimal, b: Decimal): string {
  return fromMinorUnits(toMinorUnits(a) - toMinorUnits(b));
}

/** An amount times a whole quantity (a unit price × items), exactly. */
export function multiplyMoney(amount: Decimal, quantity: number | bigint): string {
  if (typeof quantity === 'number' && !Number.isInteger(quantity)) {
    throw new RangeError(`A quantity is whole: ${quantity}`);
  }
  return fromMinorUnits(toMinorUnits(amount) * BigInt(quantity));
}

/** −1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareMoney(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const difference = toMinorUnits(a) - toMinorUnits(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** True when the number has at most two decimals (its decimal text, not float arithmetic). */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  return parseDecimal(value).scale <= MONEY_SCALE;
}

// ---------------------------------------------------------------- conversion: rates in millionths

/** Rates and percents are kept to six decimals. */
const MICRO = 1_000_000n;
const HUNDRED_PERCENT = 100n * MICRO;

/** "11.2", "81.5817", "2.00" → millionths; digits past the sixth are cut off. A rate is never negative. */
export function toMicro(value: Decimal): bigint {
  const micro = toScaledRounded(value, 6, 'down');
  if (micro < 0n) throw new RangeError(`A rate is not negative: ${value}`);
  return micro;
}

/** rate × (1 + margin/100) in units of 10^-decimals, rounded half away from zero; rate and margin in millionths. */
export function withMargin(rateMicro: bigint, marginMicro: bigint, decimals: number): bigint {
  return divRound(rateMicro * (HUNDRED_PERCENT + marginMicro) * pow10(decimals), HUNDRED_PERCENT * MICRO);
}

/**
 * A conversion's credited amount in minor units of `to`: amount × rateFrom / (rateTo × (1 + margin/100)), rounded
 * down to the kopeck / fen / cent, so the margin and the rounding are both against the customer and never more
 * money comes out than went in at the official cross rate. Rates are roubles per unit, in millionths.
 */
export function convertedMinor(
  amountMinor: bigint,
  rateFromMicro: bigint,
  rateToMicro: bigint,
  marginMicro: bigint,
): bigint {
  return divide(
    amountMinor * rateFromMicro * HUNDRED_PERCENT,
    rateToMicro * (HUNDRED_PERCENT + marginMicro),
    ROUNDING.conversion,
  );
}

/**
 * The rates a conversion applies, for its answer and its ledger comment: units of `to` per one `from` (margin
 * included) to 6 decimals, and the rate as people quote it — roubles per unit of the foreign side — to 4.
 */
export function conversionRates(
  from: CurrencyCcy,
  to: CurrencyCcy,
  rateFromMicro: bigint,
  rateToMicro: bigint,
  marginMicro: bigint,
): { perFrom: string; quoted: string } {
  const withMarginTo = rateToMicro * (HUNDRED_PERCENT + marginMicro);
  const perFrom = divRound(rateFromMicro * HUNDRED_PERCENT * MICRO, withMarginTo);
  const quoted =
    from === 'RUB'
      ? divRound(withMarginTo, HUNDRED_PERCENT * 100n)
      : to === 'RUB'
        ? divRound(rateFromMicro * HUNDRED_PERCENT, (HUNDRED_PERCENT + marginMicro) * 100n)
        : divRound(perFrom, 100n);
  return { perFrom: fromScaled(perFrom, 6), quoted: fromScaled(quoted, 4) };
}

// ---------------------------------------------------------------- JSON

/** Decimal text with at most two decimals and at most twelve digits before the point. */
const MONEY_TEXT = /^-?\d{1,12}(?:\.\d{1,2})?$/;

/**
 * An amount as the JSON number an answer carries (at most two decimals): the one place money becomes a number.
 * Every number with two decimals below 2^53 / 100 reads back as the same decimal text, so nothing is lost.
 */
export function moneyToJson(value: Decimal): number {
  // numeric(14,2) text ("189.50") is already exact money: its number is the same as after the round trip below,
  // which every list answer would otherwise pay for each amount of each row.
  // (+ 0 turns the −0 of "-0.00" into 0, as the round trip does.)
  if (typeof value === 'string' && MONEY_TEXT.test(value)) return Number(value) + 0;
  return Number(fromMinorUnits(toMinorUnits(value)));
}
