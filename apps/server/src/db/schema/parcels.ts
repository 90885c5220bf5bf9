import { inByteOrder, typedTrackKey } from '../search-expressions.js';
import { boolean, index, integer, jsonb, numeric, pgTable, smallint, text, timestamptz } from './columns.js';
import { addresses } from './addresses.js';
import { recipients } from './recipients.js';
import { users } from './users.js';

/** A parcel sent from the warehouse to a recipient. Goods point at it. */
export const parcels = pgTable(
  'parcels',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Integer: carriers' status ids reach 590499 (spec section 4). */
    statusId: integer().notNull(),
    recipientId: integer().references(() => recipients.id),
    addressId: integer().references(() => addresses.id),
    deliveryTransportId: smallint(),
    finalRecipientName: text(),
    finalRecipientPhone: text(),
    packageTypeId: smallint(),
    additionalServicesIds: smallint().array().notNull(),
    currency: text().notNull().default('CNY'),
    outgoingDeclaration: text(),
    /** Insured (insurance.ts): the price has an insurance line and the desk may record a claim. */
    insured: boolean().notNull().default(false),
    /** Crating (service 15 as a package item). */
    withCrating: boolean().notNull().default(false),
    declaredCostCurrency: text().notNull().default('CNY'),
    /** The goods' total, frozen at weighing (before that it is summed from the goods). */
    declaredValue: numeric({ precision: 14, scale: 2 }),
    /** Measured at weighing. */
    weightKg: numeric({ precision: 10, scale: 3 }),
    lengthCm: numeric({ precision: 8, scale: 1 }),
    widthCm: numeric({ precision: 8, scale: 1 }),
    heightCm: numeric({ precision: 8, scale: 1 }),
    chargeableWeightKg: numeric({ precision: 10, scale: 3 }),
    /** The delivery price in rubles and how it was computed (`ParcelPriceBreakdown`). */
    deliveryPrice: numeric({ precision: 14, scale: 2 }),
    priceBreakdown: jsonb(),
    discountPercent: numeric({ precision: 5, scale: 2 }),
    /** Stored name of the photo of the packed parcel (uploads). */
    weighingPhoto: text(),
    paidAt: timestamptz(),
    /** The reason the customer sees for a stopped or problem parcel. */
    statusReason: text(),
    /** The flight registry the parcel was shipped on. */
    registry: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('parcels_user_status_idx').on(t.userId, t.statusId),
    index('parcels_user_id_idx').on(t.userId, t.id.desc()),
    index('parcels_status_idx').on(t.statusId, t.id),
    // The desk search by an outgoing track's start, as typed (decision 071).
    index('parcels_outgoing_track_idx').on(inByteOrder(typedTrackKey(t.outgoingDeclaration))),
  ],
);

/** Each step of a parcel's way: written by every status change, read by the built-in tracking provider. */
export const parcelTrackingEvents = pgTable(
  'parcel_tracking_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parcelId: integer()
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    at: timestamptz().notNull().defaultNow(),
    statusId: integer().notNull(),
    place: text(),
    note: text(),
  },
  (t) => [
    index('parcel_tracking_events_parcel_idx').on(t.parcelId, t.at),
    // The owner's report (decision 065): the parcels shipped (status 50) in a date range.
    index('parcel_tracking_events_status_at_idx').on(t.statusId, t.at),
  ],
);
