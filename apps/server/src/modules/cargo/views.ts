import {
  type Cargo,
  CARGO_MESSAGES,
  CARGO_STATUS_TITLE,
  type CargoPrice,
  type CargoPriceBreakdown,
  moneyToJson,
} from '@cargo/domain';
import { cargos } from '../../db/schema/cargo.js';
import { notFound } from '../../errors.js';

export type CargoRow = typeof cargos.$inferSelect;

export const cargoNotFound = () => notFound(CARGO_MESSAGES.notFound);

/** `priceCargo`'s exact texts, stored at weighing, as the JSON numbers the API answers. */
function breakdownView(price: CargoPrice | null): CargoPriceBreakdown | null {
  if (!price) return null;
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

/** A cargo row as the API answers it. */
export function cargoView(row: CargoRow): Cargo {
  return {
    id: row.id,
    clientId: row.userId,
    name: row.name,
    description: row.description,
    incomingDeclaration: row.incomingDeclaration,
    placesCount: row.placesCount,
    statusId: row.statusId,
    status: { id: row.statusId, title: CARGO_STATUS_TITLE[row.statusId] ?? '' },
    weightKg: row.weightKg === null ? null : Number(row.weightKg),
    volumeM3: row.volumeM3 === null ? null : Number(row.volumeM3),
    price: row.price === null ? null : moneyToJson(row.price),
    priceBreakdown: breakdownView(row.priceBreakdown as CargoPrice | null),
    outgoingDeclaration: row.outgoingDeclaration,
    statusReason: row.statusReason,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
