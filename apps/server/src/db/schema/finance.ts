import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamptz,
  unique,
  uniqueIndex,
} from './columns.js';
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
    /**
     * How many ledger rows the account has: kept by a trigger on `account_transactions` in the inserting
     * transaction (migration 0016, decision 042), so the ledger's total is a sum of four numbers, not a count.
     */
    ledgerRows: integer().notNull().default(0),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique('accounts_user_currency_unique').on(t.userId, t.currency),
    // A balance never goes below zero, whatever code runs: the database refuses the UPDATE.
    check('accounts_balance_not_negative', sql`${t.balance} >= 0`),
  ],
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
    /** What caused the row (`top_up`, `parcel`, `order`, `promo_code`, `conversion`, `correction`) and its id. */
    referenceType: text(),
    referenceId: integer(),
    /** The staff member who made a correction. */
    createdBy: integer().references(() => users.id),
    createdAt: timestamptz()
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    // The ledger's order within an account (newest first, ties by id): each account's rows come out of it in the
    // page's order, merged across the customer's accounts (decision 042).
    index('account_transactions_account_idx').on(t.accountId, t.createdAt, t.id),
    index('account_transactions_kind_idx').on(t.kind, t.createdAt),
    index('account_transactions_reference_idx').on(t.referenceType, t.referenceId),
    // The owner's report (decision 065): the ledger's rows of a date range, whatever the account or kind.
    index('account_transactions_created_idx').on(t.createdAt),
  ],
);

/**
 * What a customer owes on one account: the part of a taken-back credit (a referral reward whose top-up went back to
 * the card) that the balance could not cover, since a balance never goes below zero. The account's next credits
 * repay it first, oldest debt first, each repayment a ledger row of kind `debt_repayment` in the crediting
 * transaction; the row that took the credit back says how much became a debt (decision 046).
 */
export const accountDebts = pgTable(
  'account_debts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    /** Owed when the debt arose. */
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    /** Still owed; 0 once repaid. */
    outstanding: numeric({ precision: 14, scale: 2 }).notNull(),
    /** The ledger kind of the row that took the credit back (`referral_reversal`). */
    kind: text().notNull(),
    /** That row's comment: what the debt is for, as the customer read it. */
    comment: text().notNull(),
    referenceType: text().notNull(),
    referenceId: integer().notNull(),
    /** The ledger row that recorded the debt. */
    transactionId: integer()
      .notNull()
      .references(() => accountTransactions.id),
    createdAt: timestamptz().notNull().defaultNow(),
    repaidAt: timestamptz(),
  },
  (t) => [
    check('account_debts_amount_positive', sql`${t.amount} > 0`),
    check('account_debts_outstanding_range', sql`${t.outstanding} >= 0 and ${t.outstanding} <= ${t.amount}`),
    // One debt per cause: a top-up's reward is taken back once.
    uniqueIndex('account_debts_cause_unique').on(t.kind, t.referenceType, t.referenceId),
    // What every credit looks up: the account's open debts.
    index('account_debts_open_idx')
      .on(t.accountId, t.id)
      .where(sql`${t.outstanding} > 0`),
  ],
);

/**
 * The built-in rate source: roubles per one unit of a currency, as staff set them at /staff. The rate a customer
 * converts at adds the service's margin (`finance_settings.margin_percent`).
 */
export const currencyRates = pgTable('currency_rates', {
  currency: text().primaryKey(),
  rate: numeric({ precision: 16, scale: 6 }).notNull(),
  updatedAt: timestamptz().notNull().defaultNow(),
  updatedBy: integer().references(() => users.id),
});

/** Money settings staff change at /staff, one row per key (e.g. `margin_percent`). */
export const financeSettings = pgTable('finance_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamptz().notNull().defaultNow(),
  updatedBy: integer().references(() => users.id),
});

/**
 * Every value a table rate or the margin took, append-only (decision 049): `subject` is the currency or `margin`,
 * with the value before, who set it and, for a change approved under four-eyes, who asked for it. The first row of
 * each subject is what the table held when the history began.
 */
export const rateChanges = pgTable(
  'rate_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subject: text().notNull(),
    value: numeric({ precision: 16, scale: 6 }).notNull(),
    previous: numeric({ precision: 16, scale: 6 }),
    changedBy: integer().references(() => users.id),
    requestedBy: integer().references(() => users.id),
    changedAt: timestamptz()
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('rate_changes_subject_idx').on(t.subject, t.changedAt, t.id)],
);

/**
 * A customer's conversion with the rates it applied (decision 049): the official rates of both currencies, the
 * margin, the resulting rate and the source's date, so that a later change of the table never hides what a
 * conversion used. Its two ledger rows point at it through the debit. Append-only.
 */
export const currencyConversions = pgTable(
  'currency_conversions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    fromCurrency: text().notNull(),
    toCurrency: text().notNull(),
    debited: numeric({ precision: 14, scale: 2 }).notNull(),
    credited: numeric({ precision: 14, scale: 2 }).notNull(),
    /** Roubles per unit of each side, as the rate source gave them. */
    officialRateFrom: numeric({ precision: 16, scale: 6 }).notNull(),
    officialRateTo: numeric({ precision: 16, scale: 6 }).notNull(),
    marginPercent: numeric({ precision: 8, scale: 2 }).notNull(),
    /** Units of `to` per one `from`, margin included (what the answer calls `rate`). */
    appliedRate: numeric({ precision: 20, scale: 6 }).notNull(),
    rateSource: text().notNull(),
    ratesDate: text().notNull(),
    debitTransactionId: integer()
      .notNull()
      .references(() => accountTransactions.id),
    creditTransactionId: integer()
      .notNull()
      .references(() => accountTransactions.id),
    createdAt: timestamptz()
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('currency_conversions_user_idx').on(t.userId, t.createdAt)],
);
