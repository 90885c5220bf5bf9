import type { Executor } from '../../db/client.js';
import { staffStep } from './parcel-step.js';

/** Assembling (15 → 20) picks the parcel's goods (→ 140); a good not received or with a problem refuses it. */
export function assembleParcel(db: Executor, id: number) {
  return db.transaction((tx) => staffStep(tx, id, 'assemble'));
}
