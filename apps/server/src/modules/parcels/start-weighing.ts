import type { Executor } from '../../db/client.js';
import type { StaffActor } from '../audit/index.js';
import { staffStep } from './parcel-step.js';

/** An assembled parcel goes to the scales (20 → 30); its goods stay picked until it is weighed. */
export function startWeighing(db: Executor, actor: StaffActor, id: number) {
  return db.transaction((tx) => staffStep(tx, actor, id, 'startWeighing'));
}
