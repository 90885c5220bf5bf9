import type { Executor } from '../../db/client.js';
import { type StaffActor } from '../audit/index.js';
import { cargoView } from './views.js';
import { staffCargoStep } from './staff-cargo-step.js';

export async function receiveCargo(db: Executor, actor: StaffActor, id: number) {
  return cargoView(await staffCargoStep(db, actor, id, 'receive'));
}
