import { PARCEL_INITIAL_STATUS } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { parcels } from '../../db/schema/parcels.js';
import type { ParcelRow } from './parcel-row.js';
import { writeTrackingEvent } from './tracking.js';

/** The columns a new parcel is written with; its status comes from how it starts. */
export type NewParcelColumns = Omit<typeof parcels.$inferInsert, 'id' | 'userId' | 'statusId'>;

/**
 * A new parcel row, in the caller's transaction: its first status from the domain's `PARCEL_INITIAL_STATUS` (as
 * every later one comes from a transition row) and the first event of its tracking.
 */
export async function insertParcel(
  tx: Executor,
  userId: number,
  start: keyof typeof PARCEL_INITIAL_STATUS,
  columns: NewParcelColumns,
): Promise<ParcelRow> {
  const [row] = await tx
    .insert(parcels)
    .values({ ...columns, userId, statusId: PARCEL_INITIAL_STATUS[start] })
    .returning();
  await writeTrackingEvent(tx, { parcelId: row!.id, statusId: row!.statusId });
  return row!;
}
