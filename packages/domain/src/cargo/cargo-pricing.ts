/**
 * The price of a cargo (bulk freight): one function for the warehouse desk (before and at weighing) and the
 * customer's cargo list. Roubles, exact decimals: all arithmetic on bigint kopecks, grams and litres.
 * Decision record: docs/decisions/015-cargo.md.
 */
import { type Decimal, divCeil, divRound, fromScaled, maxBig, toScaled } from '../shared/money.js';

export interface CargoTariff {
  /** Roubles per chargeable kilogram. */
  ratePerKg: string;
  /** Kilograms one cubic metre counts as (volumetric weight = volume × this). */
  kgPerCubicMetre: string;
  /** The least a cargo pays, in roubles. */
  minimumCharge: string;
}

/**
 * China (Guangzhou warehouse) → Moscow consolidated bulk freight by road: 350 ₽ per chargeable kilogram, a cubic
 * metre counts as 200 kg, at least 5 000 ₽ a consignment. The reasoning is in the decision record.
 */
export const CARGO_TARIFF: CargoTariff = {
  ratePerKg: '350.00',
  kgPerCubicMetre: '200',
  minimumCharge: '5000.00',
};

export interface CargoPriceInput {
  /** Actual weight in kilograms, up to three decimals (grams). */
  weightKg: Decimal;
  /** Volume in cubic metres, up to three decimals (litres). */
  volumeM3: Decimal;
}

export interface CargoPrice {
  currency: 'RUB';
  /** Kilograms with three decimals. */
  actualWeightKg: string;
  /** Cubic metres with three decimals. */
  volumeM3: string;
  /** Volume × kg per m³, kilograms with three decimals. */
  volumetricWeightKg: string;
  /** Larger of actual and volumetric, rounded up to 0.1 kg: one decimal. */
  chargeableWeightKg: string;
  volumetricApplied: boolean;
  ratePerKg: string;
  kgPerCubicMetre: string;
  minimumCharge: string;
  /** Rate × chargeable weight. */
  chargeByWeight: string;
  minimumApplied: boolean;
  /** The larger of chargeByWeight and minimumCharge. */
  total: string;
}

export type CargoPricingErrorCode = 'BAD_WEIGHT' | 'BAD_VOLUME';

export class CargoPricingError extends Error {
  constructor(
    readonly code: CargoPricingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CargoPricingError';
  }
}

/** A non-negative decimal with at most three decimals, as an integer of thousandths. */
function thousandths(value: Decimal, code: CargoPricingErrorCode, what: string): bigint {
  let scaled: bigint;
  try {
    scaled = toScaled(value, 3);
  } catch {
    throw new CargoPricingError(code, `${what} must have at most 3 decimals: ${value}`);
  }
  if (scaled < 0n) throw new CargoPricingError(code, `${what} must not be negative: ${value}`);
  return scaled;
}

/** Prices a cargo by `tariff` (the seeded `CARGO_TARIFF` unless another is given). */
export function priceCargo(input: CargoPriceInput, tariff: CargoTariff = CARGO_TARIFF): CargoPrice {
  const actualGrams = thousandths(input.weightKg, 'BAD_WEIGHT', 'Weight');
  const litres = thousandths(input.volumeM3, 'BAD_VOLUME', 'Volume');
  // Grams = litres × kg per m³ × 1000 / 1000 = litres × kg per m³ (kg per m³ may carry up to 3 decimals).
  const volumetricGrams = divCeil(litres * toScaled(tariff.kgPerCubicMetre, 3), 1000n);
  const actualTenths = divCeil(actualGrams, 100n);
  const volumetricTenths = divCeil(volumetricGrams, 100n);
  const tenths = maxBig(actualTenths, volumetricTenths);
  const rate = toScaled(tariff.ratePerKg, 2);
  const minimum = toScaled(tariff.minimumCharge, 2);
  const byWeight = divRound(rate * tenths, 10n);
  return {
    currency: 'RUB',
    actualWeightKg: fromScaled(actualGrams, 3),
    volumeM3: fromScaled(litres, 3),
    volumetricWeightKg: fromScaled(volumetricGrams, 3),
    chargeableWeightKg: fromScaled(tenths, 1),
    volumetricApplied: volumetricTenths > actualTenths,
    ratePerKg: fromScaled(rate, 2),
    kgPerCubicMetre: tariff.kgPerCubicMetre,
    minimumCharge: fromScaled(minimum, 2),
    chargeByWeight: fromScaled(byWeight, 2),
    minimumApplied: minimum > byWeight,
    total: fromScaled(maxBig(byWeight, minimum), 2),
  };
}
