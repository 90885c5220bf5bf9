/**
 * Real values of a generated database, read with SQL once per scale: the desks' searches and object pages draw
 * one of them at random for each request (a pool of up to POOL rows picked at random over the whole table), so
 * each request looks for something else, as the desks do all day.
 */
import { postgresHandle } from '../../apps/server/src/db/client.ts';
import { createFieldCipher } from '../../apps/server/src/personal-data/field-cipher.ts';
import { clientCodeOf, GOOD_STATUS } from '@cargo/domain';
import {
  SCALE_HEAVY_CUSTOMER_EMAIL,
  SCALE_PERSONAL_DATA_KEY,
  SCALE_TYPICAL_CUSTOMER_EMAIL,
} from './contract.ts';

const POOL = 1000;

export interface CustomerIds {
  id: number;
  parcelId: number | null;
  cargoId: number | null;
  ticketId: number | null;
}

export interface ScaleValues {
  typical: CustomerIds;
  heavy: CustomerIds;
  incomingTracks: string[];
  outgoingTracks: string[];
  clientCodes: string[];
  emails: string[];
  phones: string[];
  names: string[];
  /** «4510 123456»: series and number as the customs broker reads them out. */
  passports: string[];
  customerIds: number[];
  goodIds: number[];
  parcelIds: number[];
  recipientIds: number[];
  lotIds: number[];
  ticketIds: number[];
  cargoIds: number[];
  /** Tracks of goods the warehouse expects (not yet received): what the receive scan finds. */
  expectedTracks: string[];
  /** The open flight with the most parcels, and how many. */
  largestOpenFlight: { id: number; parcels: number } | null;
}

export const pick = <T>(pool: readonly T[]): T => pool[Math.floor(Math.random() * pool.length)]!;

export async function readScaleValues(databaseUrl: string): Promise<ScaleValues> {
  const handle = postgresHandle(databaseUrl);
  const rows = async (statement: string) =>
    ((await handle.db.execute(statement)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const column = async (statement: string) => (await rows(statement)).map((row) => Object.values(row)[0]);
  const random = (select: string, from: string) =>
    column(`select ${select} from ${from} order by random() limit ${POOL}`);
  const customer = async (email: string): Promise<CustomerIds> => {
    const [row] = await rows(`select u.id,
        (select min(id) from parcels where user_id = u.id) as parcel_id,
        (select min(id) from cargos where user_id = u.id) as cargo_id,
        (select min(id) from tickets where user_id = u.id) as ticket_id
      from users u where u.email = '${email}'`);
    if (!row) throw new Error(`${email} is not in the database: was it made by the scale generator?`);
    const id = (value: unknown) => (value === null ? null : Number(value));
    return {
      id: Number(row.id),
      parcelId: id(row.parcel_id),
      cargoId: id(row.cargo_id),
      ticketId: id(row.ticket_id),
    };
  };
  try {
    const cipher = createFieldCipher({ key: SCALE_PERSONAL_DATA_KEY });
    const passportRows = await rows(
      `select idoc_series, idoc_number from recipients where idoc_number is not null order by random() limit ${POOL}`,
    );
    const [flight] = await rows(`select f.id, count(fp.*) as parcels from flights f
      join flight_parcels fp on fp.flight_id = f.id where f.status = 'open'
      group by f.id order by count(fp.*) desc limit 1`);
    const clients = `users where role = 'client'`;
    const numbers = async (table: string) => (await random('id', table)).map(Number);
    return {
      typical: await customer(SCALE_TYPICAL_CUSTOMER_EMAIL),
      heavy: await customer(SCALE_HEAVY_CUSTOMER_EMAIL),
      incomingTracks: (await random('incoming_declaration', 'goods')).map(String),
      outgoingTracks: (
        await random('outgoing_declaration', 'parcels where outgoing_declaration is not null')
      ).map(String),
      clientCodes: (await random('id', clients)).map((id) => clientCodeOf(Number(id))),
      emails: (await random('email', clients)).map(String),
      phones: (await random('phone', `${clients} and phone is not null`)).map(String),
      names: (await random('surname', `${clients} and surname is not null`)).map(String),
      passports: passportRows.map((row) => {
        const series = row.idoc_series
          ? cipher.decrypt(String(row.idoc_series), 'recipients.idocSeries')
          : '';
        return `${series} ${cipher.decrypt(String(row.idoc_number), 'recipients.idocNumber')}`.trim();
      }),
      customerIds: await numbers(clients),
      goodIds: await numbers('goods'),
      parcelIds: await numbers('parcels'),
      recipientIds: await numbers('recipients'),
      lotIds: await numbers('order_units'),
      ticketIds: await numbers('tickets'),
      cargoIds: await numbers('cargos'),
      expectedTracks: (
        await column(
          `select distinct incoming_declaration from goods where status_id = ${GOOD_STATUS.WAITING} limit ${POOL * 5}`,
        )
      ).map(String),
      largestOpenFlight: flight ? { id: Number(flight.id), parcels: Number(flight.parcels) } : null,
    };
  } finally {
    await handle.close();
  }
}
