import { type CargoAction } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { cargos } from '../../db/schema/cargo.js';
import { cargoNotFound, type CargoRow } from './views.js';

/** A customer's guarded status change of their own cargo. */
export function customerCargoStep(
  db: Executor,
  userId: number,
  id: number,
  action: CargoAction,
  options: { set?: Partial<CargoRow>; refusal?: string } = {},
) {
  return updateStatus(db, {
    table: cargos,
    entity: 'cargo',
    actor: 'customer',
    action,
    id,
    ownerId: userId,
    set: { ...options.set, updatedAt: new Date() },
    notFound: cargoNotFound,
    refusal: options.refusal,
  });
}
