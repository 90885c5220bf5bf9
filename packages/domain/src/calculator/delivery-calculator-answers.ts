/** `POST /api/calc`'s answer: the chargeable weight, the price per tariff and the customs allowance (decision 030). */
import { z } from 'zod';
import { calcDestinationSchema, calcReachSchema } from './calc-destination.js';
import { insurancePriceSchema } from '../parcels/insurance.js';
import { customsCheckSchema } from '../parcels/parcels-answers.js';

const money = z.number();

export const calcTariffPriceSchema = z
  .object({
    deliveryTransportId: z.number(),
    title: z.string(),
    /** The tariff's delivery time as the reference data words it («12–18 дней»). */
    deliveryDays: z.string(),
    ratePerKg: money,
    minimumCharge: money,
    minimumApplied: z.boolean(),
    delivery: money,
    services: z.array(
      z.object({ serviceId: z.number(), title: z.string(), quantity: z.number(), amount: money }),
    ),
    servicesTotal: money,
    packageTitle: z.string(),
    packageAmount: money,
    /** Null when insurance was not asked for. */
    insurance: insurancePriceSchema.nullable(),
    total: money,
    currency: z.literal('RUB'),
    /** Whether it delivers to the destination asked for; null without a city. */
    reach: calcReachSchema.nullable(),
  })
  .meta({ id: 'CalcTariffPrice' });

export const calcAnswerSchema = z
  .object({
    countryCode: z.number(),
    actualWeightKg: z.number(),
    volumetricWeightKg: z.number(),
    /** cm³ ÷ divisor = volumetric kilograms. */
    volumetricDivisor: z.number(),
    chargeableWeightKg: z.number(),
    volumetricApplied: z.boolean(),
    tariffs: z.array(calcTariffPriceSchema),
    /** Null when no rule or no rates are at hand. */
    customs: customsCheckSchema.nullable(),
    /** The city (and pickup point) asked for, as the reference data names them; null without a city. */
    destination: calcDestinationSchema.nullable(),
  })
  .meta({ id: 'CalcAnswer' });
export type CalcAnswer = z.infer<typeof calcAnswerSchema>;
export type CalcTariffPrice = z.infer<typeof calcTariffPriceSchema>;
