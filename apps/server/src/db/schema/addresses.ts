import { boolean, index, integer, pgTable, smallint, text, timestamptz } from './columns.js';
import { users } from './users.js';

export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text(),
    countryCode: smallint().notNull(),
    lastMileOperatorId: smallint().notNull(),
    deliveryMethodId: smallint().notNull(),
    city: text(),
    cityCode: integer(),
    address: text(),
    postalCode: text(),
    pvzCode: text(),
    pvzName: text(),
    isDobropozin: boolean().notNull().default(false),
    archivedAt: timestamptz(),
    /** The spec's create_date; null on addresses imported half-filled, which the delivery rules hide. */
    createdAt: timestamptz().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.archivedAt)],
);
