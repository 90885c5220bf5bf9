import type { RegistryFormat } from '@cargo/domain';
import type { Writable } from 'node:stream';
import type { Executor } from '../../db/client.js';
import type { RateSource } from '../../integrations/rates/rate-source.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { officialRatesOn } from '../finance/index.js';
import { readFlight } from './flight-row.js';
import { registryRows } from './registry-rows.js';
import { writeRegistryCsv, writeRegistryXlsx } from './registry-writers.js';

/**
 * The customs registry of a flight (decision 062): its audit row is committed first (who, which flight, which
 * format: passport data leaves the system only this way, and every time it does the trail says so), then `start`
 * gives the stream the file is written to, batch by batch. Unknown flight: 404 before anything is written.
 */
export async function exportRegistry(
  db: Executor,
  /** The rows' reads (a flight's thousands of lines): the replica when there is one (decision 070). */
  reads: Executor,
  rates: RateSource,
  actor: StaffActor,
  id: number,
  format: RegistryFormat,
  start: (fileName: string) => Writable,
) {
  const flight = await readFlight(db, id);
  const official = await officialRatesOn(db, rates, flight.plannedDate);
  await db.transaction((tx) =>
    recordStaffAction(tx, actor, {
      action: 'flight.registry',
      objectType: 'flight',
      objectId: id,
      changes: { format: [null, format], rateDate: [null, official.date] },
    }),
  );
  const safeNumber = flight.number.replace(/[^A-Za-z0-9-]+/g, '_');
  const out = start(`registry-${safeNumber}.${format}`);
  const rows = registryRows(reads, flight, official);
  if (format === 'csv') return writeRegistryCsv(out, rows);
  return writeRegistryXlsx(
    out,
    {
      number: flight.number,
      carrier: flight.carrier,
      plannedDate: flight.plannedDate,
      rateDate: official.date,
      eurRate: official.rates.EUR,
    },
    rows,
  );
}
