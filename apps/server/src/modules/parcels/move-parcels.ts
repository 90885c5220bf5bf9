import {
  MOVES_WITH_REASON,
  PARCEL_MESSAGES,
  type ParcelBulkResult,
  type StaffMoveInput,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import type { StaffActor } from '../audit/index.js';
import { applyParcelSteps } from './parcel-step.js';

/**
 * A whole flight moved by one step, in one transaction: each parcel through its own guarded UPDATE (a parcel in
 * another status is refused and listed), all tracking events written at once; on delivery the moved parcels'
 * goods are delivered with them (30 → 160).
 */
export async function moveParcels(
  db: Executor,
  actor: StaffActor,
  input: StaffMoveInput,
): Promise<ParcelBulkResult> {
  const needsReason = MOVES_WITH_REASON.includes(input.action);
  return db.transaction(async (tx) => {
    const { moved, refused } = await applyParcelSteps(tx, input.parcelIds, {
      actor: 'staff',
      action: input.action,
      set: { statusReason: needsReason ? (input.reason ?? null) : null },
      refusal: PARCEL_MESSAGES.notAllowed,
      place: input.place ?? null,
      note: input.reason ?? null,
      // One audit row per moved parcel, in each parcel's own history (decision 049).
      audit: { actor, fields: ['statusReason'], reason: input.reason ?? null },
    });
    return {
      message: `Перемещено посылок: ${moved.length}`,
      moved: moved.map((row) => row.id),
      refused,
    };
  });
}
