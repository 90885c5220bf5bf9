/**
 * Optional parcel insurance (issue 20): a percent of the declared value with a minimum, priced by `priceParcel`
 * (parcel-pricing.ts `insuranceLine`). The server's configuration sets both (INSURANCE_PERCENT,
 * INSURANCE_MINIMUM_RUB); these are the defaults (docs/decisions/032-parcel-insurance.md).
 */
export interface InsuranceSettings {
  /** Percent of the declared value, exact text with at most two decimals. */
  percent: string;
  /** The least an insured parcel pays, roubles as exact text. */
  minimumRub: string;
}

export const INSURANCE_DEFAULTS: InsuranceSettings = { percent: '3', minimumRub: '100.00' };
