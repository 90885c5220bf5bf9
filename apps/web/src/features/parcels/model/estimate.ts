import {
  customsAllowance,
  findParcelTariff,
  priceParcel,
  toEuros,
  type CurrencyRate,
  type CustomsCheck,
  type Good,
  type ParcelPrice,
} from '@cargo/domain';

/** Crating is service 15 as a package item (spec section 9). */
export const CRATING_SERVICE_ID = 15;

export interface EstimateInput {
  goods: readonly Good[];
  deliveryTransportId: number | null;
  countryCode: number | null;
  /** The weight the customer expects (the warehouse weighs the real one). */
  weightKg: number;
  packageTypeId: number | null;
  withCrating: boolean;
  additionalServicesIds: readonly number[];
  rates: readonly CurrencyRate[] | undefined;
  today?: Date;
}

export interface Estimate {
  /** Null until a tariff with a price for the recipient's country and a package are chosen. */
  price: ParcelPrice | null;
  /** Null until goods and the rates are there. */
  customs: CustomsCheck | null;
  declaredValueEur: string | null;
}

/**
 * The goods' value in euros: Σ qty × price per currency (exact, in cents), each total converted once at the
 * service's rates and rounded to the cent.
 */
export function declaredValueEur(goods: readonly Good[], rates: readonly CurrencyRate[]): string | null {
  const rub = (ccy: string) => rates.find((row) => row.eCurrency.ccy === ccy)?.rate;
  const eur = rub('EUR');
  if (eur === undefined) return null;
  const centsByCurrency = new Map<string, number>();
  for (const good of goods) {
    const ccy = good.currencyId || 'CNY';
    centsByCurrency.set(ccy, (centsByCurrency.get(ccy) ?? 0) + Math.round(good.price * 100) * good.qty);
  }
  let total = 0;
  for (const [ccy, cents] of centsByCurrency) {
    const rate = rub(ccy);
    if (rate === undefined) return null;
    total += Math.round(Number(toEuros((cents / 100).toFixed(2), rate, eur)) * 100);
  }
  return (total / 100).toFixed(2);
}

/**
 * The form's live estimate: the same pricing and customs functions the server uses at weighing, fed with the
 * customer's expected weight (no dimensions yet, so no volumetric weight).
 */
export function estimateParcel(input: EstimateInput): Estimate {
  const value = input.rates && input.goods.length > 0 ? declaredValueEur(input.goods, input.rates) : null;
  const weight = input.weightKg > 0 ? input.weightKg.toFixed(3) : '0.001';
  let customs: CustomsCheck | null = null;
  if (value !== null && input.countryCode !== null) {
    try {
      customs = customsAllowance({
        country: input.countryCode,
        date: input.today ?? new Date(),
        declaredValueEur: value,
        weightKg: weight,
      });
    } catch {
      customs = null;
    }
  }
  let price: ParcelPrice | null = null;
  if (
    input.deliveryTransportId !== null &&
    input.countryCode !== null &&
    input.packageTypeId !== null &&
    findParcelTariff(input.deliveryTransportId, input.countryCode)
  ) {
    const services = [...input.additionalServicesIds];
    if (input.withCrating && !services.includes(CRATING_SERVICE_ID)) services.push(CRATING_SERVICE_ID);
    try {
      price = priceParcel({
        deliveryTransportId: input.deliveryTransportId,
        countryCode: input.countryCode,
        weightKg: weight,
        items: input.goods.map((good) => ({ additionalServicesIds: good.additionalServicesIds })),
        additionalServicesIds: services,
        packageTypeId: input.packageTypeId,
      });
    } catch {
      price = null;
    }
  }
  return { price, customs, declaredValueEur: value };
}
