import { z } from 'zod';
import type { CargoPrice } from './cargo-pricing.js';
import { moneyToJson } from '../shared/money.js';

/** How a cargo's price was computed (`priceCargo` at weighing), money and weights as JSON numbers. */
export const cargoPriceBreakdownSchema = z
  .object({
    actualWeightKg: z.number(),
    volumeM3: z.number(),
    volumetricWeightKg: z.number(),
    chargeableWeightKg: z.number(),
    volumetricApplied: z.boolean(),
    ratePerKg: z.number(),
    kgPerCubicMetre: z.number(),
    minimumCharge: z.number(),
    /** Chargeable weight × rate. */
    chargeByWeight: z.number(),
    minimumApplied: z.boolean(),
    total: z.number(),
    currency: z.literal('RUB'),
  })
  .meta({ id: 'CargoPriceBreakdown' });
export type CargoPriceBreakdown = z.infer<typeof cargoPriceBreakdownSchema>;

/** Cargo (bulk freight): a customer's consignment the warehouse receives, weighs and prices. */
export const cargoSchema = z
  .object({
    id: z.number(),
    clientId: z.number(),
    name: z.string(),
    description: z.string().nullable(),
    incomingDeclaration: z.string().nullable(),
    placesCount: z.number(),
    statusId: z.number(),
    status: z.object({ id: z.number(), title: z.string() }),
    weightKg: z.number().nullable(),
    volumeM3: z.number().nullable(),
    price: z.number().nullable(),
    priceBreakdown: cargoPriceBreakdownSchema.nullable(),
    /** The outgoing track, once shipped. */
    outgoingDeclaration: z.string().nullable(),
    statusReason: z.string().nullable(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Cargo' });
export type Cargo = z.infer<typeof cargoSchema>;

/** `GET /api/cargo`: the spec's `{ content, totalElements, offset }` (offset: the page size used). */
export const cargoListSchema = z
  .object({
    content: z.array(cargoSchema),
    totalElements: z.number().int(),
    offset: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'CargoList' });
export type CargoList = z.infer<typeof cargoListSchema>;

/** A cargo on the warehouse desk: the cargo plus its owner's e-mail. */
export const staffCargoSchema = cargoSchema.extend({ clientEmail: z.string() }).meta({ id: 'StaffCargo' });
export type StaffCargo = z.infer<typeof staffCargoSchema>;

export const staffCargoListSchema = cargoListSchema
  .extend({ content: z.array(staffCargoSchema) })
  .meta({ id: 'StaffCargoList' });
export type StaffCargoList = z.infer<typeof staffCargoListSchema>;

/** `PUT /api/cargo/pay/{id}`: what was debited and the balance left. */
export const cargoPaidSchema = z
  .object({
    message: z.string(),
    cargoId: z.number(),
    statusId: z.number(),
    amount: z.number(),
    balance: z.number(),
  })
  .meta({ id: 'CargoPaid' });
export type CargoPaid = z.infer<typeof cargoPaidSchema>;

/** `DELETE /api/cargo/{id}`: the cancelled cargo and the toast. */
export const cargoCanceledSchema = z
  .object({ message: z.string(), cargo: cargoSchema })
  .meta({ id: 'CargoCanceled' });
export type CargoCanceled = z.infer<typeof cargoCanceledSchema>;

/** `priceCargo`'s exact texts as the JSON numbers of `CargoPriceBreakdown` (the server's answers, the desk's preview). */
export function cargoBreakdownOf(price: CargoPrice): CargoPriceBreakdown {
  return {
    actualWeightKg: Number(price.actualWeightKg),
    volumeM3: Number(price.volumeM3),
    volumetricWeightKg: Number(price.volumetricWeightKg),
    chargeableWeightKg: Number(price.chargeableWeightKg),
    volumetricApplied: price.volumetricApplied,
    ratePerKg: moneyToJson(price.ratePerKg),
    kgPerCubicMetre: Number(price.kgPerCubicMetre),
    minimumCharge: moneyToJson(price.minimumCharge),
    chargeByWeight: moneyToJson(price.chargeByWeight),
    minimumApplied: price.minimumApplied,
    total: moneyToJson(price.total),
    currency: 'RUB',
  };
}
