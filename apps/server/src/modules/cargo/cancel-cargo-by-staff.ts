import type { Executor } from '../../db/client.js';
import { type StaffActor } from '../audit/index.js';
import { cargoView } from './views.js';
import { staffCargoStep } from './staff-cargo-step.js';

/** The warehouse calls off an unpaid cargo (10, 20, 33 → 100) with a reason the customer sees. */
export async function cancelCargoByStaff(db: Executor, actor: StaffActor, id: number, reason: string) {
  return cargoView(await staffCargoStep(db, actor, id, 'cancel', { statusReason: reason }));
}
