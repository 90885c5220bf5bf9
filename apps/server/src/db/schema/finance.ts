import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamptz, unique } from './columns.js';
import { users } from './users.js';

export const accounts = pgTable(
  'accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    balance: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [unique('accounts_user_currency_unique').on(t.userId, t.currency)],
);

/** The ledger: every balance change is one row, written in the same transaction as the change. */
export const accountTransactions = pgTable(
  'account_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    balanceAfter: numeric({ precision: 14, scale: 2 }).notNull(),
    kind: text().notNull(),
    comment: text().notNull(),
    /** For a referral reward: the invited customer whose payment earned it. */
    relatedUserId: integer().references(() => users.id),
    createdAt: timestamptz()
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('account_transactions_account_idx').on(t.accountId, t.createdAt),
    index('account_transactions_kind_idx').on(t.kind, t.createdAt),
  ],
);
