import {
  addMoney,
  type CurrencyCcy,
  divRound,
  fromScaled,
  multiplyMoney,
  toEuros,
  toScaled,
} from '@cargo/domain';
import type { OfficialRates } from '../../integrations/rates/rate-source.js';
import type { FlightGoodLine } from '../goods/index.js';

/** A good line's money in its currency and in euros at the flight's rates (exact decimals, decision 062). */
export interface LineFigures {
  unitPrice: string;
  total: string;
  unitPriceEur: string;
  totalEur: string;
}

export function lineFigures(line: FlightGoodLine, rates: OfficialRates): LineFigures {
  const perUnit = rates.rates[line.currency as CurrencyCcy] ?? '1';
  const total = multiplyMoney(line.price, line.qty);
  return {
    unitPrice: line.price,
    total,
    unitPriceEur: toEuros(line.price, perUnit, rates.rates.EUR),
    totalEur: toEuros(total, perUnit, rates.rates.EUR),
  };
}

/** The parcel's value in euros: the sum of its lines' euro totals (what the registry lists). */
export const parcelEuros = (lines: readonly LineFigures[]) => addMoney('0', ...lines.map((l) => l.totalEur));

/**
 * Each line's share of the parcel's gross weight, in kilograms with grams: by the line's share of the parcel's
 * euro value (by quantity when the value is nil), the last line taking the rest so the shares add up to the weight
 * exactly. Empty strings when the parcel is not weighed.
 */
export function weightShares(
  weightKg: string | null,
  lines: ReadonlyArray<{ totalEur: string; qty: number }>,
): string[] {
  if (weightKg === null || lines.length === 0) return lines.map(() => '');
  const grams = toScaled(weightKg, 3);
  const values = lines.map((l) => toScaled(l.totalEur, 2));
  const byValue = values.some((v) => v > 0n);
  const parts = byValue ? values : lines.map((l) => BigInt(l.qty));
  const whole = parts.reduce((a, b) => a + b, 0n);
  let given = 0n;
  return parts.map((part, i) => {
    const share = i === parts.length - 1 ? grams - given : divRound(grams * part, whole);
    given += share;
    return fromScaled(share, 3);
  });
}
