import {
  ADDITIONAL_SERVICE,
  addMoney,
  customsAllowance,
  declaredValueInRoubles,
  divide,
  insuranceInput,
  type InsuranceTerms,
  findParcelTariff,
  fromScaled,
  multiplyMoney,
  priceParcel,
  proposeSplit,
  toEuros,
  type CurrencyRate,
  type CustomsCheck,
  type Good,
  type ParcelPrice,
  type SplitProposal,
  toScaledRounded,
} from '@cargo/domain';

/** Crating is service 15 as a package item, 299 ₽ per item (spec section 9). */
export const CRATING_SERVICE_ID = ADDITIONAL_SERVICE.PARCEL_SHEATHING;

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
  /** «Страховка» chosen: its terms (GET /api/insurance-terms); null or absent, not insured. */
  insurance?: InsuranceTerms | null;
}

export interface Estimate {
  /** Null until a tariff with a price for the recipient's country and a package are chosen. */
  price: ParcelPrice | null;
  /** Null until goods and the rates are there. */
  customs: CustomsCheck | null;
  declaredValueEur: string | null;
}

/**
 * The goods' value in roubles for the insurance estimate: Σ qty × price per currency, each total at the official
 * rate, as the server takes it at weighing (decision 032). Null without goods or a rate.
 */
export function declaredValueRub(goods: readonly Good[], rates: readonly CurrencyRate[]): string | null {
  const perUnit = Object.fromEntries(rates.map((row) => [row.eCurrency.ccy, String(row.officialRate)]));
  const byCurrency = new Map<string, string>();
  for (const good of goods) {
    const ccy = good.currencyId || 'CNY';
    byCurrency.set(ccy, addMoney(byCurrency.get(ccy) ?? 0, multiplyMoney(good.price, good.qty)));
  }
  const roubles: string[] = [];
  for (const [ccy, amount] of byCurrency) {
    const rub = declaredValueInRoubles(amount, ccy, perUnit);
    if (rub === null) return null;
    roubles.push(rub);
  }
  return addMoney(...roubles, 0);
}

function insuranceOf(input: EstimateInput) {
  if (!input.insurance || !input.rates) return null;
  const value = declaredValueRub(input.goods, input.rates);
  if (value === null) return null;
  return insuranceInput(value, {
    percent: String(input.insurance.percent),
    minimumRub: String(input.insurance.minimumRub),
  });
}

/**
 * The goods' value in euros: Σ qty × price per currency (exact), each total converted once at the service's rates
 * and rounded to the cent.
 */
export function declaredValueEur(goods: readonly Good[], rates: readonly CurrencyRate[]): string | null {
  const rub = (ccy: string) => rates.find((row) => row.eCurrency.ccy === ccy)?.rate;
  const eur = rub('EUR');
  if (eur === undefined) return null;
  const byCurrency = new Map<string, string>();
  for (const good of goods) {
    const ccy = good.currencyId || 'CNY';
    byCurrency.set(ccy, addMoney(byCurrency.get(ccy) ?? 0, multiplyMoney(good.price, good.qty)));
  }
  const euros: string[] = [];
  for (const [ccy, amount] of byCurrency) {
    const rate = rub(ccy);
    if (rate === undefined) return null;
    euros.push(toEuros(amount, rate, eur));
  }
  return addMoney(...euros);
}

/**
 * The typed expected weight to the gram, as pricing reads it (pricing then rounds the chargeable weight up to
 * 0.1 kg); at least one gram.
 */
function expectedKg(weightKg: number): string {
  return weightKg > 0 ? fromScaled(toScaledRounded(weightKg, 3, 'halfAwayFromZero'), 3) : '0.001';
}

/**
 * The form's live estimate: the same pricing and customs functions the server uses at weighing, fed with the
 * customer's expected weight (no dimensions yet, so no volumetric weight).
 */
export function estimateParcel(input: EstimateInput): Estimate {
  const value = input.rates && input.goods.length > 0 ? declaredValueEur(input.goods, input.rates) : null;
  const weight = expectedKg(input.weightKg);
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
        items: input.goods.map((good) => ({
          qty: good.qty,
          additionalServicesIds: good.additionalServicesIds,
        })),
        additionalServicesIds: services,
        packageTypeId: input.packageTypeId,
        // What the chosen goods owe for storage goes into the price, as at weighing (decision 031).
        storageFeeRub: addMoney('0', ...input.goods.map((good) => good.storage?.dueRub ?? 0)),
        insurance: insuranceOf(input),
      });
    } catch {
      price = null;
    }
  }
  return { price, customs, declaredValueEur: value };
}

export interface SplitSettings {
  goods: readonly Good[];
  deliveryTransportId: number;
  countryCode: number;
  weightKg: number;
  packageTypeId: number;
  withCrating: boolean;
  additionalServicesIds: readonly number[];
  rates: readonly CurrencyRate[];
  today?: Date;
}

/**
 * The split proposal for the chosen goods (the domain's `proposeSplit`, the same pricing and customs functions):
 * each good's value in euros at the service's rates; the expected weight shared between the goods by item count
 * (the warehouse has not weighed anything yet). Null when it cannot be computed.
 */
export function splitProposal(input: SplitSettings): SplitProposal | null {
  const rub = (ccy: string) => input.rates.find((row) => row.eCurrency.ccy === ccy)?.rate;
  const eur = rub('EUR');
  if (eur === undefined || input.goods.length < 2 || !(input.weightKg > 0)) return null;
  const items = input.goods.reduce((sum, good) => sum + good.qty, 0);
  const grams = toScaledRounded(input.weightKg, 3, 'halfAwayFromZero');
  const services = [...input.additionalServicesIds];
  if (input.withCrating && !services.includes(CRATING_SERVICE_ID)) services.push(CRATING_SERVICE_ID);
  try {
    return proposeSplit({
      goods: input.goods.map((good) => {
        const rate = rub(good.currencyId || 'CNY');
        if (rate === undefined) throw new RangeError(`No rate for ${good.currencyId}`);
        return {
          id: good.id,
          valueEur: toEuros(multiplyMoney(good.price, good.qty), rate, eur),
          weightKg: fromScaled(divide(grams * BigInt(good.qty), BigInt(items), 'halfAwayFromZero'), 3),
          additionalServicesIds: good.additionalServicesIds,
          qty: good.qty,
        };
      }),
      countryCode: input.countryCode,
      date: input.today ?? new Date(),
      rubPerEur: eur,
      parcel: {
        deliveryTransportId: input.deliveryTransportId,
        additionalServicesIds: services,
        packageTypeId: input.packageTypeId,
      },
    });
  } catch {
    return null;
  }
}
