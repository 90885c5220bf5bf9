import { index, integer, pgTable, smallint, text, timestamptz } from './columns.js';
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
    statusId: smallint().notNull(),
    recipientId: integer().references(() => recipients.id),
    addressId: integer().references(() => addresses.id),
    deliveryTransportId: smallint(),
    finalRecipientName: text(),
    finalRecipientPhone: text(),
    packageTypeId: smallint(),
    additionalServicesIds: smallint().array().notNull(),
    currency: text().notNull().default('CNY'),
    outgoingDeclaration: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('parcels_user_status_idx').on(t.userId, t.statusId)],
);
