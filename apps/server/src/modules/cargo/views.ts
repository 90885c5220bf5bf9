import {
  type Cargo,
  CARGO_MESSAGES,
  CARGO_STATUS_TITLE,
  cargoBreakdownOf,
  type CargoPrice,
  moneyToJson,
} from '@cargo/domain';
import { cargos } from '../../db/schema/cargo.js';
import { notFound } from '../../errors.js';

export type CargoRow = typeof cargos.$inferSelect;

export const cargoNotFound = () => notFound(CARGO_MESSAGES.notFound);

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
    priceBreakdown: row.priceBreakdown ? cargoBreakdownOf(row.priceBreakdown as CargoPrice) : null,
    outgoingDeclaration: row.outgoingDeclaration,
    statusReason: row.statusReason,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
