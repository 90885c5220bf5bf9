import { FLIGHT_MESSAGES, type MoveFlightInput } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../errors.js';
import type { StaffActor } from '../audit/index.js';
import { moveParcels } from '../parcels/index.js';
import { memberBatches, readFlight } from './flight-row.js';

/**
 * A later step of a shipped flight (50 → 200 → 350 …) for all its parcels at once, through the parcel desk's
 * `moveParcels` (one guarded step, event and audit row per parcel; a parcel elsewhere is refused and listed).
 */
export async function moveFlight(db: Executor, actor: StaffActor, id: number, input: MoveFlightInput) {
  const flight = await readFlight(db, id);
  if (flight.status !== 'shipped') throw conflict('STATUS_CONFLICT', FLIGHT_MESSAGES.notShipped);
  const parcelIds: number[] = [];
  for await (const batch of memberBatches(db, id)) parcelIds.push(...batch.map((m) => m.parcelId));
  return moveParcels(db, actor, { ...input, parcelIds });
}
