/** The insurance line of a parcel's price (`priceParcel`, decision 032): exact kopecks, never below the minimum. */
import { type Decimal, divRound, fromScaled, maxBig, toScaled } from '../shared/money.js';

const kopecks = (value: Decimal) => toScaled(value, 2);
const rub = (value: bigint) => fromScaled(value, 2);

export interface InsuranceInput {
  /** The goods' declared value converted to roubles. */
  declaredValueRub: Decimal;
  /** Percent of the declared value, exact text ("3", "2.5"). */
  percent: Decimal;
  /** The least an insured parcel pays, roubles. */
  minimumRub: Decimal;
}

export interface InsuranceLine {
  declaredValueRub: string;
  percent: string;
  minimumRub: string;
  /** The larger of percent × declared value (rounded half up to the kopeck) and the minimum. */
  amount: string;
  minimumApplied: boolean;
}

/** The insurance line: percent of the declared value in kopecks, rounded half up, never below the minimum. */
export function insuranceLine(input: InsuranceInput): InsuranceLine {
  const value = kopecks(input.declaredValueRub);
  const minimum = kopecks(input.minimumRub);
  // Percent with up to two decimals: hundredths of a percent.
  const hundredths = toScaled(input.percent, 2);
  const byPercent = divRound(value * hundredths, 10_000n);
  return {
    declaredValueRub: rub(value),
    percent: String(input.percent),
    minimumRub: rub(minimum),
    amount: rub(maxBig(byPercent, minimum)),
    minimumApplied: minimum > byPercent,
  };
}
