import { date, index, integer, numeric, pgTable, primaryKey, timestamptz } from './columns.js';
import { accountTransactions } from './finance.js';
import { goods } from './goods.js';
import { users } from './users.js';

/**
 * One storage day charged for one good (decision 031). The key (good, day) makes the daily job charge each good at
 * most once a day whatever number of instances run it: the row and the ledger debit are written in one
 * transaction, and a second run's insert finds the row.
 */
export const storageCharges = pgTable(
  'storage_charges',
  {
    goodId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** The day charged (the warehouse's calendar, UTC). */
    day: date().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    /** The ledger row that took the fee; null while it is owed (goods.storage_fee_due). */
    transactionId: integer().references(() => accountTransactions.id),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.goodId, t.day] }), index('storage_charges_user_idx').on(t.userId, t.day)],
);
