import { integer, numeric, pgTable, text, timestamptz, uniqueIndex } from './columns.js';
import { accountTransactions } from './finance.js';
import { parcels } from './parcels.js';
import { users } from './users.js';

/**
 * A claim on an insured parcel recorded by the desk (decision 032): the refund is credited through the ledger in
 * the claim's transaction. One claim per parcel.
 */
export const insuranceClaims = pgTable(
  'insurance_claims',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parcelId: integer()
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Roubles refunded to the customer. */
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    /** What happened, in Russian, shown to the customer. */
    reason: text().notNull(),
    transactionId: integer()
      .notNull()
      .references(() => accountTransactions.id),
    createdBy: integer().references(() => users.id),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('insurance_claims_parcel_idx').on(t.parcelId)],
);
