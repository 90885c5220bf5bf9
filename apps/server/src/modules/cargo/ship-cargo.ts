import { type staffCargoShipSchema } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { type StaffActor } from '../audit/index.js';
import { cargoView } from './views.js';
import { staffCargoStep } from './staff-cargo-step.js';

type CargoShip = z.output<typeof staffCargoShipSchema>;

/** A paid cargo leaves with its outgoing track (40 → 50). */
export async function shipCargo(db: Executor, actor: StaffActor, id: number, input: CargoShip) {
  return cargoView(
    await staffCargoStep(db, actor, id, 'ship', { outgoingDeclaration: input.outgoingDeclaration }),
  );
}
