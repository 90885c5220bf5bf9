import {
  CARGO_MESSAGES,
  type CargoAction,
  CargoPricingError,
  priceCargo,
  type StaffCargoList,
  type staffCargoShipSchema,
  type staffCargoWeighSchema,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { moveStatus } from '../../db/guarded-update.js';
import { cargos } from '../../db/schema/cargo.js';
import { fieldError } from '../../errors.js';
import { recordStaffAction, rowChanges, type StaffActor } from '../audit/index.js';
import { emailsOf } from '../auth/index.js';
import { type CargoFilter, pageOfCargo } from './service.js';
import { cargoNotFound, type CargoRow, cargoView } from './views.js';

type CargoWeigh = z.output<typeof staffCargoWeighSchema>;
type CargoShip = z.output<typeof staffCargoShipSchema>;

/** Every customer's cargo for the warehouse desk, with the owner's e-mail. */
export async function listStaffCargo(db: Executor, filter: CargoFilter): Promise<StaffCargoList> {
  const page = await pageOfCargo(db, filter, async (rows) => {
    const emails = await emailsOf(
      db,
      rows.map((row) => row.userId),
    );
    return rows.map((row) => ({ ...cargoView(row), clientEmail: emails.get(row.userId) ?? '' }));
  });
  return {
    content: page.data,
    totalElements: page.totalElements,
    offset: filter.size,
    page: page.page,
    totalPages: page.totalPages,
  };
}

/** The cargo's columns a desk step's audit row shows; its price is in roubles. */
const AUDITED: ReadonlyArray<keyof CargoRow & string> = [
  'statusId',
  'weightKg',
  'volumeM3',
  'price',
  'outgoingDeclaration',
  'statusReason',
];

/** A desk step along the staff row of `CARGO_TRANSITIONS`, with its audit row in the same transaction. */
function staffStep(
  db: Executor,
  actor: StaffActor,
  id: number,
  action: CargoAction,
  set: Partial<CargoRow> = {},
) {
  return db.transaction(async (tx) => {
    const { before, after } = await moveStatus(tx, {
      table: cargos,
      entity: 'cargo',
      actor: 'staff',
      action,
      id,
      set: { ...set, updatedAt: new Date() },
      notFound: cargoNotFound,
      refusal: CARGO_MESSAGES.notAllowed,
    });
    await recordStaffAction(tx, actor, {
      action: `cargo.${action}`,
      objectType: 'cargo',
      objectId: id,
      customerId: after.userId,
      changes: rowChanges(before, after, AUDITED, { price: 'RUB' }),
      reason: set.statusReason,
    });
    return after;
  });
}

export async function receiveCargo(db: Executor, actor: StaffActor, id: number) {
  return cargoView(await staffStep(db, actor, id, 'receive'));
}

/**
 * Weighing (20 → 33): the domain's `priceCargo` computes the price from the weight and the volume; the price and
 * its breakdown are stored with the measures, so the customer pays exactly what was shown.
 */
export async function weighCargo(db: Executor, actor: StaffActor, id: number, input: CargoWeigh) {
  let price;
  try {
    price = priceCargo({ weightKg: input.weightKg, volumeM3: input.volumeM3 });
  } catch (error) {
    if (error instanceof CargoPricingError) {
      throw error.code === 'BAD_WEIGHT'
        ? fieldError('weightKg', CARGO_MESSAGES.weightDecimals)
        : fieldError('volumeM3', CARGO_MESSAGES.volumeDecimals);
    }
    throw error;
  }
  const row = await staffStep(db, actor, id, 'weigh', {
    weightKg: price.actualWeightKg,
    volumeM3: price.volumeM3,
    price: price.total,
    priceBreakdown: price,
  });
  return cargoView(row);
}

/** A paid cargo leaves with its outgoing track (40 → 50). */
export async function shipCargo(db: Executor, actor: StaffActor, id: number, input: CargoShip) {
  return cargoView(
    await staffStep(db, actor, id, 'ship', { outgoingDeclaration: input.outgoingDeclaration }),
  );
}

/** The warehouse calls off an unpaid cargo (10, 20, 33 → 100) with a reason the customer sees. */
export async function cancelCargoByStaff(db: Executor, actor: StaffActor, id: number, reason: string) {
  return cargoView(await staffStep(db, actor, id, 'cancel', { statusReason: reason }));
}
