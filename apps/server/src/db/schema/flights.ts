import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamptz, uniqueIndex } from './columns.js';
import { parcels } from './parcels.js';
import { users } from './users.js';

/**
 * A flight (decision 062): the warehouse's shipment of paid parcels under one number, which becomes each parcel's
 * «Реестр» (`parcels.registry`) when the flight ships.
 */
export const flights = pgTable(
  'flights',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull(),
    carrier: text().notNull(),
    plannedDate: date({ mode: 'string' }).notNull(),
    /** `open` while parcels are added and removed, `shipped` once they all left (40 → 50). */
    status: text().notNull().default('open'),
    createdBy: integer().references(() => users.id),
    createdAt: timestamptz().notNull().defaultNow(),
    shippedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('flights_number_idx').on(t.number),
    index('flights_created_idx').on(t.id.desc()),
    check('flights_status_check', sql`${t.status} in ('open', 'shipped')`),
  ],
);

/**
 * A parcel on a flight: at most one flight per parcel. The outgoing track is kept here from the scan until the
 * flight ships (then it is the parcel's `outgoing_declaration`); `duty_paid` is the desk's mark that the recipient
 * paid the duty of a parcel over the customs allowance.
 */
export const flightParcels = pgTable(
  'flight_parcels',
  {
    flightId: integer()
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    parcelId: integer()
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    outgoingDeclaration: text(),
    dutyPaid: boolean().notNull().default(false),
    addedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flight_parcels_parcel_idx').on(t.parcelId),
    index('flight_parcels_flight_idx').on(t.flightId, t.parcelId),
  ],
);
