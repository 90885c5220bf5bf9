/**
 * The public delivery calculator (spec section 2): a visitor's parcel → the chargeable weight, the price per tariff
 * and the customs allowance. The prices come from the same `priceParcel` the warehouse desk charges with and the
 * allowance from the same `customsAllowance` the parcel's page shows; nothing here repeats their arithmetic.
 * Decision record: docs/decisions/030-delivery-calculator.md.
 */
import { z } from 'zod';
import {
  type CalcDestinationContext,
  calcDestinationFields,
  calcDestinationOf,
  tariffReach,
} from './calc-destination.js';
import { packageOptionTitle } from './calc-package.js';
import { DELIVERY_COUNTRIES } from '../reference/countries.js';
import { CURRENCY_CCYS } from '../shared/currency.js';
import { customsAllowance, type CustomsCheck, eurosToRoubles, toEuros } from '../parcels/customs.js';
import { moneyField } from '../shared/fields.js';
import { moneyToJson, toMinorUnits } from '../shared/money.js';
import { NUMBER_FIELDS } from '../shared/number-fields.js';
import { measureField } from '../parcels/parcel-desk.js';
import {
  declaredValueInRoubles,
  insuranceInput,
  insurancePriceOf,
  type InsuranceSettings,
} from '../parcels/insurance.js';
import type { InsuranceInput } from '../parcels/parcel-insurance-line.js';
import { priceParcel } from '../parcels/parcel-pricing.js';
import { findParcelTariff, PACKAGE_STYLES, VOLUMETRIC_DIVISOR } from '../reference/parcel-tariffs.js';
import { PARCEL_MESSAGES } from '../parcels/parcels.js';
import { ADDITIONAL_SERVICE, PACKAGE_TYPE } from '../reference/reference.js';
import type { CalcAnswer } from './delivery-calculator-answers.js';

export const CALC_MESSAGES = {
  countryRequired: 'Выберите страну доставки',
  goodsCount: 'Введите число товаров от 1 до 100',
  noTariff: 'Для этой страны нет такого тарифа',
  title: 'Калькулятор доставки',
} as const;

/** `POST /api/calc`: what the visitor knows of the parcel; the limits are the desk's (staffWeighSchema). */
export const calcRequestSchema = z.object({
  countryCode: z
    .number({ error: CALC_MESSAGES.countryRequired })
    .refine((code) => DELIVERY_COUNTRIES.includes(code), CALC_MESSAGES.countryRequired),
  /** One tariff; absent: every tariff to the country. */
  deliveryTransportId: z
    .number({ error: PARCEL_MESSAGES.tariffRequired })
    .int(PARCEL_MESSAGES.tariffRequired)
    .positive(PARCEL_MESSAGES.tariffRequired)
    .max(32_767, PARCEL_MESSAGES.tariffRequired)
    .optional(),
  weightKg: measureField(PARCEL_MESSAGES.weightRequired, NUMBER_FIELDS.parcelWeightKg),
  lengthCm: measureField(PARCEL_MESSAGES.dimensionRequired, NUMBER_FIELDS.dimensionCm),
  widthCm: measureField(PARCEL_MESSAGES.dimensionRequired, NUMBER_FIELDS.dimensionCm),
  heightCm: measureField(PARCEL_MESSAGES.dimensionRequired, NUMBER_FIELDS.dimensionCm),
  /** Box 1 or bag 2, as the order form's `parcelPackageTypeId`. */
  packageTypeId: z
    .number({ error: PARCEL_MESSAGES.packageRequired })
    .refine((id) => id === PACKAGE_TYPE.BOX || id === PACKAGE_TYPE.BAG, PARCEL_MESSAGES.packageRequired),
  /** Crating (service 15 on every goods line), as the order form's `withCrating`. */
  withCrating: z.boolean().default(false),
  /** Services for the whole parcel, as the order form's `additionalServicesIds`. */
  additionalServicesIds: z.array(z.number().int().positive().max(32_767)).max(50).default([]),
  /** Pieces in the parcel (every good's quantity counted): per-item services are charged for each (decision 052). */
  goodsCount: z
    .number({ error: CALC_MESSAGES.goodsCount })
    .int(CALC_MESSAGES.goodsCount)
    .min(1, CALC_MESSAGES.goodsCount)
    .max(100, CALC_MESSAGES.goodsCount)
    .default(1),
  declaredValue: moneyField().default('0'),
  declaredCurrency: z.enum(CURRENCY_CCYS).default('CNY'),
  // Destination and packaging variant (calc-destination.ts, calc-package.ts).
  ...calcDestinationFields,
  /** The packaging's variant (`PACKAGE_PRICES`): standard or round black. */
  packageStyle: z.enum(PACKAGE_STYLES, { error: PARCEL_MESSAGES.packageRequired }).default('STANDARD'),
  /** «Страховка» on the declared value (decision 032). */
  insured: z.boolean().default(false),
});
export type CalcRequest = z.input<typeof calcRequestSchema>;
export type CalcRequestParsed = z.output<typeof calcRequestSchema>;

/** A tariff of the reference data (the server reads them from its table). */
export interface CalcTariff {
  id: number;
  title: string;
  countryCode: number;
  deliveryDays: string;
}

export interface CalcContext {
  tariffs: readonly CalcTariff[];
  /** Official rates (roubles per unit); null: no customs answer. */
  rates: Readonly<Record<string, string>> | null;
  date: string | Date;
  /** The city and point found for `cityCode`/`pickupPointCode`; absent: no answer on delivery. */
  destination?: CalcDestinationContext | null;
  /** The server's insurance settings; left out, the defaults. */
  insurance?: InsuranceSettings;
}

/** The calculator's insurance input: the declared value in roubles at the official rate, when asked for. */
export function calcInsurance(input: CalcRequestParsed, ctx: CalcContext) {
  if (!input.insured) return null;
  const valueRub = declaredValueInRoubles(input.declaredValue, input.declaredCurrency, ctx.rates);
  return valueRub === null ? null : insuranceInput(valueRub, ctx.insurance);
}

/** The same `ParcelPriceInput` the desk builds at weighing for a parcel of `goodsCount` pieces with no per-line services. */
export function calcPriceInput(
  input: CalcRequestParsed,
  deliveryTransportId: number,
  countryCode: number,
  insurance: InsuranceInput | null = null,
) {
  return {
    insurance,
    deliveryTransportId,
    countryCode,
    weightKg: String(input.weightKg),
    dimensionsCm: {
      length: String(input.lengthCm),
      width: String(input.widthCm),
      height: String(input.heightCm),
    },
    items: Array.from({ length: input.goodsCount }, () => ({ additionalServicesIds: [] })),
    additionalServicesIds: [
      ...input.additionalServicesIds,
      ...(input.withCrating ? [ADDITIONAL_SERVICE.PARCEL_SHEATHING] : []),
    ],
    packageTypeId: input.packageTypeId,
    packageStyle: input.packageStyle,
  };
}

function customsOf(input: CalcRequestParsed, ctx: CalcContext): CalcAnswer['customs'] {
  const rates = ctx.rates;
  const perUnit = rates?.[input.declaredCurrency];
  if (!rates?.EUR || !perUnit) return null;
  const valueEur = toEuros(input.declaredValue, perUnit, rates.EUR);
  let check: CustomsCheck;
  try {
    check = customsAllowance({
      country: input.countryCode,
      date: ctx.date,
      declaredValueEur: valueEur,
      weightKg: String(input.weightKg),
    });
  } catch {
    return null;
  }
  return {
    countryCode: input.countryCode,
    ruleValidFrom: check.rule.validFrom,
    declaredValueEur: moneyToJson(valueEur),
    valueLimitEur: moneyToJson(check.rule.valueLimitEur),
    weightKg: input.weightKg,
    weightLimitKg: Number(check.rule.weightLimitKg),
    exceedsValue: toMinorUnits(check.valueExcessEur) > 0n,
    exceedsWeight: Number(check.weightExcessKg) > 0,
    dutyEur: moneyToJson(check.dutyEur),
    dutyRub: moneyToJson(eurosToRoubles(check.dutyEur, rates.EUR)),
  };
}

/** The calculator's answer: every priced tariff to the country (or the one asked for), cheapest first. */
export function calculateDelivery(input: CalcRequestParsed, ctx: CalcContext): CalcAnswer {
  const tariffs = ctx.tariffs.filter(
    (tariff) =>
      tariff.countryCode === input.countryCode &&
      (input.deliveryTransportId === undefined || tariff.id === input.deliveryTransportId) &&
      findParcelTariff(tariff.id, tariff.countryCode),
  );
  const insurance = calcInsurance(input, ctx);
  const priced = tariffs.map((tariff) => ({
    tariff,
    price: priceParcel(calcPriceInput(input, tariff.id, tariff.countryCode, insurance)),
  }));
  // The weights do not depend on the tariff: read them from any price (or a price of no tariff when none).
  const first = priced[0]?.price;
  return {
    countryCode: input.countryCode,
    actualWeightKg: Number(first?.actualWeightKg ?? input.weightKg),
    volumetricWeightKg: Number(first?.volumetricWeightKg ?? 0),
    volumetricDivisor: VOLUMETRIC_DIVISOR,
    chargeableWeightKg: Number(first?.chargeableWeightKg ?? 0),
    volumetricApplied: first?.volumetricApplied ?? false,
    tariffs: priced
      .map(({ tariff, price }) => ({
        deliveryTransportId: tariff.id,
        title: tariff.title,
        deliveryDays: tariff.deliveryDays,
        ratePerKg: moneyToJson(price.ratePerKg),
        minimumCharge: moneyToJson(price.minimumCharge),
        minimumApplied: price.minimumApplied,
        delivery: moneyToJson(price.delivery),
        services: price.services.map((line) => ({
          serviceId: line.serviceId,
          title: line.title,
          quantity: line.quantity,
          amount: moneyToJson(line.amount),
        })),
        servicesTotal: moneyToJson(price.servicesTotal),
        packageTitle: packageOptionTitle(input.packageTypeId, input.packageStyle),
        packageAmount: moneyToJson(price.package.amount),
        insurance: insurancePriceOf(price.insurance),
        total: moneyToJson(price.total),
        currency: 'RUB' as const,
        reach: ctx.destination ? tariffReach(tariff, ctx.destination) : null,
      }))
      .sort((a, b) => a.total - b.total),
    customs: customsOf(input, ctx),
    destination: ctx.destination ? calcDestinationOf(ctx.destination) : null,
  };
}
