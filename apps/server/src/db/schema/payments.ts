import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, smallint, text, timestamptz, unique } from './columns.js';
import { accountTransactions } from './finance.js';
import { users } from './users.js';

/**
 * A customer's top-up by card or crypto: its own record from creation to the provider's verdict, which the
 * customer sees. The provider's payment id is unique per provider, so a notification delivered twice finds the
 * same row, and the crediting transaction moves the status 2 → 3 with the expected status in its UPDATE.
 */
export const topUps = pgTable(
  'top_ups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text().notNull(),
    provider: text().notNull(),
    providerPaymentId: text(),
    statusId: smallint().notNull(),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    currency: text().notNull(),
    /** What actually arrived (a crypto invoice may be underpaid); credited instead of `amount`. */
    receivedAmount: numeric({ precision: 14, scale: 2 }),
    idempotencyKey: text().notNull().unique(),
    confirmationUrl: text(),
    failureReason: text(),
    transactionId: integer().references(() => accountTransactions.id),
    /**
     * The refund to the card (docs/decisions/018): the idempotence key of the current request, reused by every
     * re-read so the acquirer never refunds twice; the acquirer's refund id once known; when it was asked and last
     * checked; why the acquirer refused the last one.
     */
    refundKey: text(),
    providerRefundId: text(),
    refundRequestedAt: timestamptz(),
    refundCheckedAt: timestamptz(),
    refundFailureReason: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
    paidAt: timestamptz(),
    /** When an unpaid top-up expires: creation plus its provider's lifetime (docs/decisions/025). */
    expiresAt: timestamptz(),
  },
  (t) => [
    unique('top_ups_provider_payment_unique').on(t.provider, t.providerPaymentId),
    index('top_ups_user_idx').on(t.userId, t.createdAt),
    // The expiry sweep looks for open top-ups past their time.
    index('top_ups_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.statusId} in (1, 2)`),
  ],
);

/** Every notification a provider sent, verified or not, and what was done with it: the audit trail of top-ups. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    providerPaymentId: text(),
    event: text().notNull(),
    /** `credited`, `already_credited`, `failed`, `rejected` (bad signature, unknown payment, wrong amount). */
    outcome: text().notNull(),
    detail: text().notNull().default(''),
    remoteAddress: text(),
    createdAt: timestamptz()
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('payment_events_payment_idx').on(t.provider, t.providerPaymentId)],
);
