import { CARGO_MESSAGES, type CargoAction } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { moveStatus } from '../../db/guarded-update.js';
import { cargos } from '../../db/schema/cargo.js';
import { recordStaffAction, rowChanges, type StaffActor } from '../audit/index.js';
import { cargoNotFound, type CargoRow } from './views.js';

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
export function staffCargoStep(
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
