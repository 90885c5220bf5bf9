/**
 * Money travels as a number with at most two decimals and is stored as numeric(14,2).
 * Arithmetic is done on integer minor units (kopecks, fen, cents) so that no float rounding can creep in.
 */
export function toMinorUnits(amount: number | string): bigint {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not a money amount: ${text}`);
  const [, sign, whole = '0', frac = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
  return sign ? -minor : minor;
}

export function fromMinorUnits(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** A numeric(14,2) value from the database as the JSON number the API answers. */
export function moneyToJson(value: string | number): number {
  return Number(fromMinorUnits(toMinorUnits(value)));
}

/** True when the number has at most two decimals. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
