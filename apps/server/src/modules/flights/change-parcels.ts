import {
  type AddFlightParcelInput,
  FLIGHT_MESSAGES,
  PARCEL_STATUS,
  type UpdateFlightParcelInput,
} from '@cargo/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { flightParcels, flights } from '../../db/schema/flights.js';
import { AppError, conflict, notFound } from '../../errors.js';
import { type AuditChanges, recordStaffAction, type StaffActor } from '../audit/index.js';
import { findParcelByRef } from '../parcels/index.js';
import { openFlight } from './flight-row.js';

/**
 * A paid parcel ready to send (40) taken onto an open flight by its number or outgoing track (a scan), with the
 * outgoing track when the desk knows it. A parcel on another flight, or not at 40, is refused (409); one already on
 * this flight is answered as it is (a repeated scan changes nothing).
 */
export async function addFlightParcel(
  db: Executor,
  actor: StaffActor,
  flightId: number,
  input: AddFlightParcelInput,
) {
  return db.transaction(async (tx) => {
    await openFlight(tx, flightId);
    const parcel = await findParcelByRef(tx, input.parcel);
    if (!parcel) {
      throw new AppError(404, 'NOT_FOUND', FLIGHT_MESSAGES.parcelNotFound, {
        parcel: FLIGHT_MESSAGES.parcelNotFound,
      });
    }
    const [onFlight] = await tx
      .select({ flightId: flightParcels.flightId, number: flights.number })
      .from(flightParcels)
      .innerJoin(flights, eq(flights.id, flightParcels.flightId))
      .where(eq(flightParcels.parcelId, parcel.id));
    if (onFlight && onFlight.flightId !== flightId) {
      throw conflict('PARCEL_ON_OTHER_FLIGHT', FLIGHT_MESSAGES.parcelOnOtherFlight(onFlight.number));
    }
    if (parcel.statusId !== PARCEL_STATUS.READY_FOR_SENT) {
      throw conflict('STATUS_CONFLICT', FLIGHT_MESSAGES.parcelNotReady);
    }
    const track = input.outgoingDeclaration?.trim() || null;
    if (!onFlight) {
      await tx
        .insert(flightParcels)
        .values({ flightId, parcelId: parcel.id, outgoingDeclaration: track })
        .onConflictDoNothing();
    } else if (track) {
      await tx
        .update(flightParcels)
        .set({ outgoingDeclaration: track })
        .where(eq(flightParcels.parcelId, parcel.id));
    }
    await recordStaffAction(tx, actor, {
      action: 'flight.addParcel',
      objectType: 'flight',
      objectId: flightId,
      customerId: parcel.userId,
      changes: { parcelId: [null, parcel.id], ...(track ? { outgoingDeclaration: [null, track] } : {}) },
    });
    return parcel.id;
  });
}

async function memberOf(tx: Executor, flightId: number, parcelId: number) {
  const [row] = await tx
    .select()
    .from(flightParcels)
    .where(and(eq(flightParcels.flightId, flightId), eq(flightParcels.parcelId, parcelId)))
    .for('update');
  if (!row) throw notFound(FLIGHT_MESSAGES.parcelNotOnFlight);
  return row;
}

/** A parcel's line on an open flight: its outgoing track and the mark that its duty is paid. */
export async function updateFlightParcel(
  db: Executor,
  actor: StaffActor,
  flightId: number,
  parcelId: number,
  input: UpdateFlightParcelInput,
) {
  return db.transaction(async (tx) => {
    await openFlight(tx, flightId);
    const before = await memberOf(tx, flightId, parcelId);
    const set: Partial<typeof flightParcels.$inferInsert> = {};
    const changes: AuditChanges = {};
    if (input.outgoingDeclaration !== undefined) {
      const track = input.outgoingDeclaration?.trim() || null;
      set.outgoingDeclaration = track;
      if (track !== before.outgoingDeclaration)
        changes.outgoingDeclaration = [before.outgoingDeclaration, track];
    }
    if (input.dutyPaid !== undefined) {
      set.dutyPaid = input.dutyPaid;
      if (input.dutyPaid !== before.dutyPaid) changes.dutyPaid = [before.dutyPaid, input.dutyPaid];
    }
    if (Object.keys(set).length) {
      await tx
        .update(flightParcels)
        .set(set)
        .where(and(eq(flightParcels.flightId, flightId), eq(flightParcels.parcelId, parcelId)));
    }
    await recordStaffAction(tx, actor, {
      action: 'flight.updateParcel',
      objectType: 'flight',
      objectId: flightId,
      changes: { parcelId: [parcelId, parcelId], ...changes },
    });
  });
}

/** A parcel taken off an open flight: it stays ready to send (40). */
export async function removeFlightParcel(
  db: Executor,
  actor: StaffActor,
  flightId: number,
  parcelId: number,
) {
  return db.transaction(async (tx) => {
    await openFlight(tx, flightId);
    await memberOf(tx, flightId, parcelId);
    await tx
      .delete(flightParcels)
      .where(and(eq(flightParcels.flightId, flightId), eq(flightParcels.parcelId, parcelId)));
    await recordStaffAction(tx, actor, {
      action: 'flight.removeParcel',
      objectType: 'flight',
      objectId: flightId,
      changes: { parcelId: [parcelId, null] },
    });
  });
}
