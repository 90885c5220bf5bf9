import { and, asc, eq } from 'drizzle-orm';
import { parcelStatusTitle, type TrackingEvent } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { parcels, parcelTrackingEvents } from '../../db/schema/parcels.js';

/** Where the warehouse's steps happen, for the timeline. */
export const WAREHOUSE_PLACE = 'Склад в Гуанчжоу';

/** Writes one step of the parcel's way, in the caller's transaction (the one that changed the status). */
export async function writeTrackingEvent(
  tx: Executor,
  event: { parcelId: number; statusId: number; place?: string | null; note?: string | null },
) {
  await tx.insert(parcelTrackingEvents).values({
    parcelId: event.parcelId,
    statusId: event.statusId,
    place: event.place ?? null,
    note: event.note ?? null,
  });
}

/** The same event for many parcels at once (a flight moved in one call). */
export async function writeTrackingEvents(
  tx: Executor,
  events: Array<{ parcelId: number; statusId: number; place?: string | null; note?: string | null }>,
) {
  if (events.length === 0) return;
  await tx.insert(parcelTrackingEvents).values(
    events.map((event) => ({
      parcelId: event.parcelId,
      statusId: event.statusId,
      place: event.place ?? null,
      note: event.note ?? null,
    })),
  );
}

/** A parcel's timeline, oldest first. */
export async function trackingEventsOf(db: Executor, parcelId: number): Promise<TrackingEvent[]> {
  const rows = await db
    .select()
    .from(parcelTrackingEvents)
    .where(eq(parcelTrackingEvents.parcelId, parcelId))
    .orderBy(asc(parcelTrackingEvents.at), asc(parcelTrackingEvents.id));
  return rows.map(trackingEventView);
}

/** A step of the timeline as the API answers it. */
export function trackingEventView(row: typeof parcelTrackingEvents.$inferSelect): TrackingEvent {
  return {
    at: row.at.toISOString(),
    statusId: row.statusId,
    title: parcelStatusTitle(row.statusId),
    place: row.place,
    note: row.note,
  };
}

/** The customer's parcel with this outgoing track, or null. */
export async function ownParcelIdByTrack(db: Executor, userId: number, outgoingDeclaration: string) {
  const [row] = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(and(eq(parcels.userId, userId), eq(parcels.outgoingDeclaration, outgoingDeclaration)));
  return row?.id ?? null;
}
