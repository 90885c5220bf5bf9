/**
 * Exact decimals for prices, weights and duties: values are scaled integers (bigint) — kopecks, grams, euro
 * cents — and never pass through float arithmetic. A number input is read through its decimal text, so 0.1 is
 * exactly one tenth.
 */
export type Decimal = string | number;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** `value` × 10^scale as an integer; throws when it has more decimals than `scale` or is not a decimal. */
export function toScaled(value: Decimal, scale: number): bigint {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal: ${text}`);
  const [, sign, whole = '0', fracRaw = ''] = match;
  const frac = fracRaw.replace(/0+$/, '');
  if (frac.length > scale) throw new RangeError(`More than ${scale} decimals: ${text}`);
  const scaled = BigInt(whole) * 10n ** BigInt(scale) + BigInt(frac.padEnd(scale, '0') || '0');
  return sign ? -scaled : scaled;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a decimal: ${value}`);
  const text = String(value);
  // 1e-7 and 1e21 style: spell them out (toFixed is exact for these magnitudes' decimal text up to 20 places).
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}

/** The decimal text of a scaled integer with exactly `scale` decimals ("12.50"). */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(scale);
  const whole = abs / unit;
  const frac = scale > 0 ? `.${(abs % unit).toString().padStart(scale, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}

/** a / b rounded half away from zero (b > 0). */
export function divRound(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('Divisor must be positive');
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const q = (abs * 2n + b) / (2n * b);
  return negative ? -q : q;
}

/** a / b rounded up (b > 0, a ≥ 0). */
export function divCeil(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('Divisor must be positive');
  return a <= 0n ? -(-a / b) : (a + b - 1n) / b;
}

export const maxBig = (a: bigint, b: bigint): bigint => (a > b ? a : b);
export const minBig = (a: bigint, b: bigint): bigint => (a < b ? a : b);
