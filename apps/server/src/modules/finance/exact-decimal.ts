/**
 * Exact decimal arithmetic for rates: values as integers scaled by 10^6 (rates, margin) or 10^2 (money), in
 * BigInt, so no float rounding creeps into a price. Division rounds as each caller says.
 */
const MICRO = 1_000_000n;

/** "11.2", "81.5817", "2.00" → millionths. */
export function toMicro(text: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6})\d*)?$/.exec(text.trim());
  if (!match) throw new Error(`Not a decimal: ${text}`);
  return BigInt(match[1]!) * MICRO + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** A scaled integer as text with `decimals` places. */
export function scaledToText(value: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = value / scale;
  const frac = (value % scale).toString().padStart(decimals, '0');
  return decimals === 0 ? `${whole}` : `${whole}.${frac}`;
}

/** a / b rounded half up (both positive). */
export function divideHalfUp(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

/** rate × (1 + margin/100) in units of 10^-decimals, rounded half up; rate and margin in millionths. */
export function withMargin(rateMicro: bigint, marginMicro: bigint, decimals: number): bigint {
  const product = rateMicro * (100n * MICRO + marginMicro) * 10n ** BigInt(decimals);
  return divideHalfUp(product, 100n * MICRO * MICRO);
}

/**
 * A conversion's credited amount in minor units of `to`: amount × rateFrom / (rateTo × (1 + margin/100)), rounded
 * down to the kopeck / fen / cent, so the margin and the rounding are both against the customer and never more
 * money comes out than went in at the official cross rate.
 */
export function convertedMinor(
  amountMinor: bigint,
  rateFromMicro: bigint,
  rateToMicro: bigint,
  marginMicro: bigint,
): bigint {
  const numerator = amountMinor * rateFromMicro * 100n * MICRO;
  const denominator = rateToMicro * (100n * MICRO + marginMicro);
  return numerator / denominator;
}
