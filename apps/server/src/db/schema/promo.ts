import { boolean, integer, numeric, pgTable, text, timestamptz, unique } from './columns.js';
import { accountTransactions } from './finance.js';
import { users } from './users.js';

/** A promo code credits a fixed bonus to one of the customer's accounts, once per customer. */
export const promoCodes = pgTable('promo_codes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  amount: numeric({ precision: 14, scale: 2 }).notNull(),
  currency: text().notNull(),
  description: text().notNull().default(''),
  maxUses: integer(),
  usedCount: integer().notNull().default(0),
  expiresAt: timestamptz(),
  active: boolean().notNull().default(true),
  createdAt: timestamptz().notNull().defaultNow(),
});

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: integer()
      .notNull()
      .references(() => accountTransactions.id),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [unique('promo_redemptions_once_unique').on(t.promoCodeId, t.userId)],
);
