import { call } from '../helpers.js';
import type { ChangeContext, Setup } from './staff-change-types.js';

let seq = 0;
/** A new open flight of the sweep: its id. */
async function newFlight(h: ChangeContext): Promise<number> {
  seq += 1;
  const made = await call(h.app, 'POST', '/api/staff/flights', h.staff, {
    number: `SW-${Date.now().toString().slice(-7)}-${seq}`,
    carrier: 'Sweep Air',
    plannedDate: new Date().toISOString().slice(0, 10),
  });
  if (made.statusCode !== 201) throw new Error(`flight: ${made.body}`);
  return Number(made.json().id);
}

/** A flight with one paid parcel (40) on it, with its outgoing track: ready to ship. */
async function flightWithParcel(h: ChangeContext) {
  const flightId = await newFlight(h);
  const parcelId = await h.stages.parcelAt(40);
  const added = await call(h.app, 'POST', `/api/staff/flights/${flightId}/parcels`, h.staff, {
    parcel: String(parcelId),
    outgoingDeclaration: `CN${String(parcelId).padStart(9, '0')}RU`,
  });
  if (added.statusCode !== 200) throw new Error(`add: ${added.body}`);
  return { flightId, parcelId };
}

/** The flights' changes of the staff audit sweep (decision 062). */
export const FLIGHT_CHANGES: Record<string, Setup> = {
  'POST /api/staff/flights': async () => ({
    url: '/api/staff/flights',
    body: { number: `SW-NEW-${Date.now()}`, carrier: 'Sweep Air', plannedDate: '2026-12-01' },
    action: 'flight.create',
    objectType: 'flight',
    objectId: (answer) => answer.id,
  }),
  'POST /api/staff/flights/{id}/parcels': async (h) => {
    const flightId = await newFlight(h);
    const parcelId = await h.stages.parcelAt(40);
    return {
      url: `/api/staff/flights/${flightId}/parcels`,
      body: { parcel: String(parcelId) },
      action: 'flight.addParcel',
      objectType: 'flight',
      objectId: flightId,
    };
  },
  'PUT /api/staff/flights/{id}/parcels/{parcelId}': async (h) => {
    const { flightId, parcelId } = await flightWithParcel(h);
    return {
      url: `/api/staff/flights/${flightId}/parcels/${parcelId}`,
      body: { dutyPaid: true },
      action: 'flight.updateParcel',
      objectType: 'flight',
      objectId: flightId,
    };
  },
  'PUT /api/staff/flights/{id}/ship': async (h) => {
    const { flightId } = await flightWithParcel(h);
    return {
      url: `/api/staff/flights/${flightId}/ship`,
      action: 'flight.ship',
      objectType: 'flight',
      objectId: flightId,
    };
  },
  'PUT /api/staff/flights/{id}/move': async (h) => {
    const { flightId, parcelId } = await flightWithParcel(h);
    const shipped = await call(h.app, 'PUT', `/api/staff/flights/${flightId}/ship`, h.staff);
    if (shipped.statusCode !== 200) throw new Error(`ship: ${shipped.body}`);
    return {
      url: `/api/staff/flights/${flightId}/move`,
      body: { action: 'flyOut' },
      action: 'parcel.flyOut',
      objectType: 'parcel',
      objectId: parcelId,
    };
  },
  'PUT /api/staff/goods/{id}/tnved': async (h) => {
    const [goodId] = await h.stages.goods(await h.stages.customer());
    return {
      url: `/api/staff/goods/${goodId}/tnved`,
      body: { tnvedCode: '6404110000' },
      action: 'good.tnved',
      objectType: 'good',
      objectId: goodId!,
    };
  },
};
