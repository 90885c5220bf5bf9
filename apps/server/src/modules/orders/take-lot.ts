import { ORDER_MESSAGES, type StaffLotResult } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { staffLotView } from './staff-lot-view.js';
import type { StaffActor } from '../audit/index.js';
import { staffLotStep } from './staff-step.js';

/** `PUT /api/staff/orders/lots/{id}/take`: a buyer takes a lot waiting to be purchased (who and when is recorded). */
export async function takeLot(
  db: Executor,
  actor: StaffActor,
  id: number,
  currentPercent: string,
): Promise<StaffLotResult> {
  const row = await staffLotStep(db, actor, id, 'take', () => ({ takenBy: actor.id, takenAt: new Date() }));
  return { message: ORDER_MESSAGES.taken, lot: await staffLotView(db, row, currentPercent) };
}
