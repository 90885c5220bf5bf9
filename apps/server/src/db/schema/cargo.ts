import { inByteOrder, typedTrackKey } from '../search-expressions.js';
import { index, integer, jsonb, numeric, pgTable, smallint, text, timestamptz } from './columns.js';
import { users } from './users.js';

/** Cargo (bulk freight): a customer's consignment the warehouse receives, weighs and prices. */
export const cargos = pgTable(
  'cargos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    incomingDeclaration: text(),
    placesCount: integer().notNull(),
    statusId: smallint().notNull(),
    weightKg: numeric({ precision: 12, scale: 3 }),
    volumeM3: numeric('volume_m3', { precision: 10, scale: 3 }),
    /** Rubles, computed at weighing. */
    price: numeric({ precision: 14, scale: 2 }),
    /** How the price was computed: `priceCargo`'s answer (exact decimal texts). */
    priceBreakdown: jsonb(),
    /** The outgoing track, written when the warehouse ships the cargo. */
    outgoingDeclaration: text(),
    paidAt: timestamptz(),
    statusReason: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('cargos_user_status_idx').on(t.userId, t.statusId),
    index('cargos_user_id_idx').on(t.userId, t.id.desc()),
    // The desk search by a track's start, as typed (decision 071).
    index('cargos_incoming_track_idx').on(inByteOrder(typedTrackKey(t.incomingDeclaration))),
    index('cargos_outgoing_track_idx').on(inByteOrder(typedTrackKey(t.outgoingDeclaration))),
  ],
);
