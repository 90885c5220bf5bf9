import {
  addMoney,
  allowedActions,
  clientCodeOf,
  type FlightDetails,
  type FlightParcel,
  moneyToJson,
  STAFF_PARCEL_MOVES,
  type StaffParcelMove,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import type { RateSource } from '../../integrations/rates/rate-source.js';
import { officialRatesOn } from '../finance/index.js';
import { goodsOfParcels } from '../goods/index.js';
import { parcelsForFlight } from '../parcels/index.js';
import { lineFigures, parcelEuros } from './figures.js';
import { type FlightRow, memberBatches, readFlight } from './flight-row.js';

export function flightCard(flight: FlightRow) {
  return {
    id: flight.id,
    number: flight.number,
    carrier: flight.carrier,
    plannedDate: flight.plannedDate,
    status: flight.status,
    shippedAt: flight.shippedAt?.toISOString() ?? null,
    createdAt: flight.createdAt.toISOString(),
  };
}

/**
 * The flight's page: its parcels (recipient, track, goods lines, weight, value in its currency and in euros at the
 * official rates of the flight's date), the totals, and the parcel desk's moves its parcels may take now.
 */
export async function flightDetails(db: Executor, rates: RateSource, id: number): Promise<FlightDetails> {
  const flight = await readFlight(db, id);
  const official = await officialRatesOn(db, rates, flight.plannedDate);
  const parcels: FlightParcel[] = [];
  let grams = 0n;
  let goodsLines = 0;
  let euros = '0';
  const statuses = new Set<number>();
  for await (const batch of memberBatches(db, id)) {
    const ids = batch.map((m) => m.parcelId);
    // One statement after the other: a transaction's connection answers one at a time.
    const rows = await parcelsForFlight(db, ids);
    const lines = await goodsOfParcels(db, ids);
    const member = new Map(batch.map((m) => [m.parcelId, m]));
    for (const row of rows) {
      const own = lines.filter((line) => line.parcelId === row.id);
      const figures = own.map((line) => lineFigures(line, official));
      const eur = parcelEuros(figures);
      const currencies = [...new Set(own.map((line) => line.currency))];
      const value = currencies.length === 1 ? addMoney('0', ...figures.map((f) => f.total)) : eur;
      statuses.add(row.statusId);
      goodsLines += own.length;
      euros = addMoney(euros, eur);
      if (row.weightKg) grams += BigInt(Math.round(Number(row.weightKg) * 1000));
      parcels.push({
        id: row.id,
        clientCode: clientCodeOf(row.userId),
        statusId: row.statusId,
        recipient: row.recipientName,
        outgoingDeclaration: row.outgoingDeclaration ?? member.get(row.id)?.outgoingDeclaration ?? null,
        dutyPaid: member.get(row.id)?.dutyPaid ?? false,
        goodsLines: own.length,
        weightKg: row.weightKg === null ? null : Number(row.weightKg),
        declaredValue: moneyToJson(value),
        currency: currencies.length === 1 ? currencies[0]! : 'EUR',
        declaredValueEur: moneyToJson(eur),
      });
    }
  }
  const moves = STAFF_PARCEL_MOVES.filter((move: StaffParcelMove) =>
    [...statuses].some((status) => allowedActions('parcel', 'staff', status).includes(move)),
  );
  return {
    ...flightCard(flight),
    totals: {
      parcels: parcels.length,
      goodsLines,
      grossWeightKg: Number(grams) / 1000,
      declaredValueEur: moneyToJson(euros),
      rateDate: official.date,
    },
    parcels,
    moves,
  };
}
