import { FLIGHT_MESSAGES, type FlightStatus } from '@cargo/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { flightParcels, flights } from '../../db/schema/flights.js';
import { conflict, notFound } from '../../errors.js';

export type FlightRow = typeof flights.$inferSelect & { status: FlightStatus };

export const flightNotFound = () => notFound(FLIGHT_MESSAGES.notFound);

/** The flight, locked until the transaction ends when `lock` (changes of its parcels queue behind each other). */
export async function readFlight(db: Executor, id: number, lock = false): Promise<FlightRow> {
  const query = db.select().from(flights).where(eq(flights.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw flightNotFound();
  return row as FlightRow;
}

/** An open flight, locked: a shipped one keeps its parcels (409). */
export async function openFlight(tx: Executor, id: number): Promise<FlightRow> {
  const flight = await readFlight(tx, id, true);
  if (flight.status !== 'open') throw conflict('STATUS_CONFLICT', FLIGHT_MESSAGES.alreadyShipped);
  return flight;
}

/** How many parcels one statement reads of a flight: memory stays bounded whatever the flight's size. */
export const FLIGHT_BATCH = 500;

export interface Member {
  parcelId: number;
  outgoingDeclaration: string | null;
  dutyPaid: boolean;
}

/** The flight's parcels in batches of FLIGHT_BATCH, by parcel number (keyset: each batch one indexed statement). */
export async function* memberBatches(db: Executor, flightId: number, size = FLIGHT_BATCH) {
  let after = 0;
  for (;;) {
    const batch: Member[] = await db
      .select({
        parcelId: flightParcels.parcelId,
        outgoingDeclaration: flightParcels.outgoingDeclaration,
        dutyPaid: flightParcels.dutyPaid,
      })
      .from(flightParcels)
      .where(and(eq(flightParcels.flightId, flightId), gt(flightParcels.parcelId, after)))
      .orderBy(asc(flightParcels.parcelId))
      .limit(size);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < size) return;
    after = batch[batch.length - 1]!.parcelId;
  }
}
