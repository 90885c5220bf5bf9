/**
 * The price of a parcel: one function for the staff desk (after weighing), the customer's parcel screen (an
 * estimate while goods are chosen) and the public calculator. Roubles, exact decimals: all arithmetic on bigint
 * kopecks, grams and tenths of a kilogram. Decision record: docs/decisions/012-parcel-pricing-and-customs.md.
 */
import { DISCOUNT_TIERS } from '../finance/finance.js';
import type { Decimal } from '../shared/money.js';
import { divCeil, divRound, fromScaled, maxBig, multiplyMoney, toScaled } from '../shared/money.js';
import { type InsuranceInput, type InsuranceLine, insuranceLine } from './parcel-insurance-line.js';
import {
  findParcelTariff,
  PACKAGE_PRICES,
  PACKAGE_TITLE,
  type PackageStyle,
  SERVICE_PRICES,
  VOLUMETRIC_DIVISOR,
} from '../reference/parcel-tariffs.js';
import { chargedUnits } from '../reference/service-units.js';

export interface ParcelPriceItem {
  /** Services chosen on this goods line (a per-item service is charged for each of its pieces, service-units.ts). */
  additionalServicesIds?: readonly number[];
  /** Pieces on this goods line (the good's quantity); left out, 1. */
  qty?: number;
}

export interface ParcelPriceInput {
  deliveryTransportId: number;
  /** Destination country: Russia 643, Belarus 112. */
  countryCode: number;
  /** Actual weight in kilograms, up to three decimals (grams). */
  weightKg: Decimal;
  /** Outer dimensions in centimetres, up to one decimal; absent before weighing. */
  dimensionsCm?: { length: Decimal; width: Decimal; height: Decimal } | null;
  /** The parcel's goods lines. */
  items?: readonly ParcelPriceItem[];
  /** Services chosen for the whole parcel (wrapping 2, documents 3, crating 15 — on every goods line, …). */
  additionalServicesIds?: readonly number[];
  /** Box 1 or bag 2. */
  packageTypeId: number;
  packageStyle?: PackageStyle;
  /** The customer's promo discount tier (0, 5, 10 or 15 %), on the delivery part. */
  discountPercent?: number;
  /**
   * Optional insurance (insurance.ts): `percent` of the declared value in roubles, at least `minimumRub`. The
   * settings come from the server's configuration; left out, the parcel is not insured.
   */
  insurance?: InsuranceInput | null;
  /** Storage fees the parcel's goods owe and the customer has not paid yet (storage.ts), roubles; left out, 0. */
  storageFeeRub?: Decimal;
}

export interface ServiceLine {
  serviceId: number;
  title: string;
  /** Pieces (per-item services: `chargedUnits`) or 1 (per-parcel services). */
  quantity: number;
  unitPrice: string;
  amount: string;
}

export interface ParcelPrice {
  currency: 'RUB';
  deliveryTransportId: number;
  countryCode: number;
  /** Kilograms with three decimals. */
  actualWeightKg: string;
  /** Kilograms with three decimals, null without dimensions. */
  volumetricWeightKg: string | null;
  /** Larger of actual and volumetric, rounded up to 0.1 kg: one decimal. */
  chargeableWeightKg: string;
  volumetricApplied: boolean;
  ratePerKg: string;
  minimumCharge: string;
  /** Rate × chargeable weight. */
  deliveryByWeight: string;
  minimumApplied: boolean;
  /** Delivery before the discount: the larger of deliveryByWeight and minimumCharge. */
  delivery: string;
  discountPercent: number;
  discount: string;
  services: ServiceLine[];
  servicesTotal: string;
  package: { packageTypeId: number; style: PackageStyle; title: string; amount: string };
  /** Null when the parcel is not insured. */
  insurance: InsuranceLine | null;
  /** Unpaid storage fees of the parcel's goods, roubles ("0.00" when none). */
  storage: string;
  /** delivery + services + package + insurance + storage, before the discount (which is on delivery only). */
  subtotal: string;
  /** subtotal − discount. */
  total: string;
}

export type ParcelPricingErrorCode = 'NO_TARIFF' | 'BAD_PACKAGE' | 'BAD_DISCOUNT' | 'BAD_WEIGHT';

export class ParcelPricingError extends Error {
  constructor(
    readonly code: ParcelPricingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ParcelPricingError';
  }
}

const kopecks = (value: Decimal) => toScaled(value, 2);
const rub = (value: bigint) => fromScaled(value, 2);

/** Chargeable weight in tenths of a kilogram, with the actual and volumetric weights in grams. */
export function chargeableWeight(
  weightKg: Decimal,
  dimensionsCm?: ParcelPriceInput['dimensionsCm'],
): { actualGrams: bigint; volumetricGrams: bigint | null; tenths: bigint; volumetricApplied: boolean } {
  let actualGrams: bigint;
  try {
    actualGrams = toScaled(weightKg, 3);
  } catch {
    throw new ParcelPricingError(
      'BAD_WEIGHT',
      `Weight must be kilograms with at most 3 decimals: ${weightKg}`,
    );
  }
  if (actualGrams < 0n) throw new ParcelPricingError('BAD_WEIGHT', 'Weight must not be negative');
  let volumeMm3: bigint | null = null;
  if (dimensionsCm) {
    try {
      // Millimetres: up to one decimal of a centimetre.
      const sides = [dimensionsCm.length, dimensionsCm.width, dimensionsCm.height].map((s) => toScaled(s, 1));
      if (sides.some((s) => s < 0n)) throw new Error('negative');
      volumeMm3 = sides[0]! * sides[1]! * sides[2]!;
    } catch {
      throw new ParcelPricingError('BAD_WEIGHT', 'Dimensions must be centimetres with at most 1 decimal');
    }
  }
  // kg = cm³ / 5000 = mm³ / 5 000 000; tenths of kg = mm³ / 500 000; grams = mm³ / 5 000 (up to rounding).
  const divisor = BigInt(VOLUMETRIC_DIVISOR);
  const actualTenths = divCeil(actualGrams, 100n);
  const volumetricTenths = volumeMm3 === null ? 0n : divCeil(volumeMm3, divisor * 100n);
  const volumetricGrams = volumeMm3 === null ? null : divCeil(volumeMm3, divisor);
  const volumetricApplied = volumetricTenths > actualTenths;
  return {
    actualGrams,
    volumetricGrams,
    tenths: maxBig(actualTenths, volumetricTenths),
    volumetricApplied,
  };
}

export function priceParcel(input: ParcelPriceInput): ParcelPrice {
  const tariff = findParcelTariff(input.deliveryTransportId, input.countryCode);
  if (!tariff) {
    throw new ParcelPricingError(
      'NO_TARIFF',
      `No tariff ${input.deliveryTransportId} to country ${input.countryCode}`,
    );
  }
  const discountPercent = input.discountPercent ?? 0;
  if (discountPercent !== 0 && !(DISCOUNT_TIERS as readonly number[]).includes(discountPercent)) {
    throw new ParcelPricingError('BAD_DISCOUNT', `Not a discount tier: ${discountPercent}`);
  }
  const style = input.packageStyle ?? 'STANDARD';
  const packagePrice = PACKAGE_PRICES[input.packageTypeId]?.[style];
  if (packagePrice === undefined) {
    throw new ParcelPricingError('BAD_PACKAGE', `Not a package type: ${input.packageTypeId} ${style}`);
  }

  const weight = chargeableWeight(input.weightKg, input.dimensionsCm);
  const rate = kopecks(tariff.ratePerKg);
  const minimum = kopecks(tariff.minimumCharge);
  const byWeight = divRound(rate * weight.tenths, 10n);
  const delivery = maxBig(byWeight, minimum);
  const discount = divRound(delivery * BigInt(discountPercent), 100n);

  const services = serviceLines(input.items ?? [], input.additionalServicesIds ?? []);
  const servicesTotal = services.reduce((sum, line) => sum + kopecks(line.amount), 0n);
  const packageAmount = kopecks(packagePrice);
  const insurance = input.insurance ? insuranceLine(input.insurance) : null;
  const storage = input.storageFeeRub === undefined ? 0n : kopecks(input.storageFeeRub);
  if (storage < 0n) throw new ParcelPricingError('BAD_WEIGHT', 'Storage fees must not be negative');
  const subtotal =
    delivery + servicesTotal + packageAmount + (insurance ? kopecks(insurance.amount) : 0n) + storage;

  return {
    currency: 'RUB',
    deliveryTransportId: tariff.deliveryTransportId,
    countryCode: tariff.countryCode,
    actualWeightKg: fromScaled(weight.actualGrams, 3),
    volumetricWeightKg: weight.volumetricGrams === null ? null : fromScaled(weight.volumetricGrams, 3),
    chargeableWeightKg: fromScaled(weight.tenths, 1),
    volumetricApplied: weight.volumetricApplied,
    ratePerKg: tariff.ratePerKg,
    minimumCharge: tariff.minimumCharge,
    deliveryByWeight: rub(byWeight),
    minimumApplied: minimum > byWeight,
    delivery: rub(delivery),
    discountPercent,
    discount: rub(discount),
    services,
    servicesTotal: rub(servicesTotal),
    package: {
      packageTypeId: input.packageTypeId,
      style,
      title: PACKAGE_TITLE[input.packageTypeId] ?? String(input.packageTypeId),
      amount: rub(packageAmount),
    },
    insurance,
    storage: rub(storage),
    subtotal: rub(subtotal),
    total: rub(subtotal - discount),
  };
}

/**
 * Service lines: a per-item service counts the pieces (`chargedUnits`, service-units.ts) of the goods lines it is
 * chosen on (every line when chosen for the whole parcel); a per-parcel service counts once whether chosen for the
 * parcel or on any line. Unknown service ids are skipped (they cost nothing here and the request schemas refuse
 * them). Lines come in service id order.
 */
function serviceLines(items: readonly ParcelPriceItem[], parcelServices: readonly number[]): ServiceLine[] {
  const chosenOn = new Map<number, ParcelPriceItem[]>();
  for (const item of items) {
    for (const id of new Set(item.additionalServicesIds ?? [])) {
      if (SERVICE_PRICES[id]) chosenOn.set(id, [...(chosenOn.get(id) ?? []), item]);
    }
  }
  // A service chosen for the whole parcel applies to every line.
  for (const id of new Set(parcelServices)) {
    if (SERVICE_PRICES[id]) chosenOn.set(id, items.length > 0 ? [...items] : [{}]);
  }
  return [...chosenOn.entries()]
    .sort(([a], [b]) => a - b)
    .map(([serviceId, lines]) => {
      const service = SERVICE_PRICES[serviceId]!;
      const quantity = chargedUnits(service.per, lines);
      return {
        serviceId,
        title: service.title,
        quantity,
        unitPrice: service.price,
        amount: multiplyMoney(service.price, quantity),
      };
    });
}
