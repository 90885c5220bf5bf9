import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamptz,
  unique,
} from './columns.js';
import { accountTransactions } from './finance.js';
import { users } from './users.js';

/**
 * A promo code credits a fixed bonus to one of the customer's accounts, or gives a discount tier (5, 10, 15 %) on
 * the next parcel's delivery; once per customer.
 */
export const promoCodes = pgTable('promo_codes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  amount: numeric({ precision: 14, scale: 2 }),
  currency: text(),
  discountPercent: smallint(),
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
    /** The credit's ledger row; none for a discount code. */
    transactionId: integer().references(() => accountTransactions.id),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [unique('promo_redemptions_once_unique').on(t.promoCodeId, t.userId)],
);

/** A discount tier won with a promo code, waiting for the customer's next parcel (then `usedAt` and the parcel). */
export const customerDiscounts = pgTable(
  'customer_discounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    percent: smallint().notNull(),
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id),
    createdAt: timestamptz().notNull().defaultNow(),
    usedAt: timestamptz(),
    parcelId: integer(),
  },
  (t) => [
    index('customer_discounts_user_idx').on(t.userId),
    check('customer_discounts_tier', sql`${t.percent} in (5, 10, 15)`),
  ],
);
