import {
  declaredValueInRoubles,
  INSURANCE_DEFAULTS,
  INSURANCE_MESSAGES,
  type InsuranceInput,
  insurancePriceOf,
  type InsuranceSettings,
  moneyToJson,
  type ParcelPrice,
  type PriceLine,
} from '@cargo/domain';
import type { AppConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../errors.js';
import type { RateSource } from '../../integrations/rates/rate-source.js';
import { parcelGoodsSummary } from '../goods/index.js';
import type { ParcelRow } from './parcel-row.js';

/** What pricing an insured parcel needs: the official rates and the configured percent and minimum. */
export interface InsurancePricing {
  rates: RateSource;
  settings: InsuranceSettings;
}

export const insuranceSettingsOf = (config: AppConfig): InsuranceSettings =>
  config.insurance ?? INSURANCE_DEFAULTS;

export const insurancePricingOf = (ctx: { rates: RateSource; config: AppConfig }): InsurancePricing => ({
  rates: ctx.rates,
  settings: insuranceSettingsOf(ctx.config),
});

type OfficialRates = Awaited<ReturnType<RateSource['latest']>>;

/**
 * Today's official rates for an insured parcel, null for another (or when the source has none). Read BEFORE the
 * weighing's transaction: the rate source queries through the app's own handle, which on the embedded database
 * would wait for that transaction to end.
 */
export async function insuranceRatesFor(
  pricing: InsurancePricing,
  row: ParcelRow,
): Promise<OfficialRates | null> {
  return row.insured ? pricing.rates.latest().catch(() => null) : null;
}

/**
 * `priceParcel`'s insurance input for a parcel the customer insured: its goods' value (in their declared currency,
 * CNY usually) in roubles at today's official rate, exact to the kopeck (decision 032). Null when not insured. No
 * rate for the currency refuses the weighing (409) rather than pricing the parcel without the insurance it asked for.
 */
export async function parcelInsuranceInput(
  db: Executor,
  pricing: InsurancePricing,
  row: ParcelRow,
  official: OfficialRates | null,
): Promise<InsuranceInput | null> {
  if (!row.insured) return null;
  const summary = (await parcelGoodsSummary(db, [row.id])).get(row.id);
  const currency = summary?.currency ?? row.declaredCostCurrency;
  const valueRub = declaredValueInRoubles(summary?.value ?? '0', currency, official?.rates ?? null);
  if (valueRub === null) throw conflict('RATE_UNAVAILABLE', INSURANCE_MESSAGES.noRate);
  return { declaredValueRub: valueRub, ...pricing.settings };
}

/** The insurance as a line of the stored breakdown (after the package), none when not insured. */
export function insuranceLines(price: ParcelPrice): PriceLine[] {
  if (!price.insurance) return [];
  const amount = moneyToJson(price.insurance.amount);
  return [{ serviceId: null, title: INSURANCE_MESSAGES.title, quantity: 1, unitPrice: amount, amount }];
}

/** The breakdown's `insurance` field: the declared value in roubles, percent, minimum and amount. */
export const insuranceBreakdownOf = (price: ParcelPrice) => insurancePriceOf(price.insurance);
