/** A parcel's price as the answers show it: the priced lines, the storage of its goods and the breakdown. */
import { z } from 'zod';
import { insurancePriceSchema } from './insurance.js';

/** One priced line of a parcel: a service or the packaging, per item or per parcel. */
export const priceLineSchema = z
  .object({
    /** The additional service id, or null for a line that is not a service (packaging). */
    serviceId: z.number().nullable(),
    title: z.string(),
    quantity: z.number(),
    unitPrice: z.number(),
    amount: z.number(),
  })
  .meta({ id: 'ParcelPriceLine' });
export type PriceLine = z.infer<typeof priceLineSchema>;

/** The storage of a parcel's goods (decision 031): the fewest free days left and what they owe. */
export const parcelStorageSchema = z
  .object({
    /** The fewest free days left among its goods the warehouse charges for; null when none is charged. */
    daysLeft: z.number().int().nullable(),
    dailyFeeRub: z.number(),
    dueRub: z.number(),
    /** Goods of the parcel the warehouse charges storage for now. */
    accruingGoods: z.number().int(),
  })
  .meta({ id: 'ParcelStorage' });
export type ParcelStorage = z.infer<typeof parcelStorageSchema>;

/** A parcel's delivery price broken down (rubles); computed by the domain's pricing function at weighing. */
export const parcelPriceBreakdownSchema = z
  .object({
    actualWeightKg: z.number(),
    volumetricWeightKg: z.number(),
    chargeableWeightKg: z.number(),
    ratePerKg: z.number(),
    /** Chargeable weight × rate, or the tariff's minimum when that is higher. */
    freight: z.number(),
    minimumApplied: z.boolean(),
    lines: z.array(priceLineSchema),
    /** Storage fees its goods owed when it was priced (decision 031); absent on older parcels. */
    storage: z.number().optional(),
    subtotal: z.number(),
    discountPercent: z.number(),
    discount: z.number(),
    total: z.number(),
    currency: z.literal('RUB'),
    /** The insurance priced at weighing (also one of `lines`); absent or null when the parcel is not insured. */
    insurance: insurancePriceSchema.nullable().optional(),
  })
  .meta({ id: 'ParcelPriceBreakdown' });
export type ParcelPriceBreakdown = z.infer<typeof parcelPriceBreakdownSchema>;
