import type { Executor } from '../../db/client.js';
import type { StaffActor } from '../audit/index.js';
import { applyMarginPercent } from './apply-margin-percent.js';

export function setMarginPercent(db: Executor, actor: StaffActor, percent: string) {
  return db.transaction((tx) => applyMarginPercent(tx, { actor }, percent));
}
