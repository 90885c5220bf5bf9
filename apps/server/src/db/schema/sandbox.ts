import { integer, numeric, pgTable, text, timestamptz } from './columns.js';

/**
 * The built-in payment providers' own books (integrations/payments and integrations/crypto): they play the part
 * of the acquirer and of the crypto processor, so they keep what those keep on their side. No module reads them.
 */
export const sandboxCardPayments = pgTable('sandbox_card_payments', {
  id: text().primaryKey(),
  idempotencyKey: text().notNull().unique(),
  orderId: text().notNull(),
  /** Minor units, as an acquirer's API takes them. */
  amountMinor: integer().notNull(),
  currency: text().notNull(),
  description: text().notNull(),
  returnUrl: text().notNull(),
  /** pending, waiting_for_confirmation, succeeded, canceled, refunded */
  status: text().notNull(),
  createdAt: timestamptz().notNull().defaultNow(),
  updatedAt: timestamptz().notNull().defaultNow(),
});

export const sandboxCryptoInvoices = pgTable('sandbox_crypto_invoices', {
  id: text().primaryKey(),
  orderId: text().notNull(),
  amount: numeric({ precision: 14, scale: 2 }).notNull(),
  currency: text().notNull(),
  /** created, paid, partial, overpaid, canceled (expired) */
  status: text().notNull(),
  receivedAmount: numeric({ precision: 14, scale: 2 }),
  createdAt: timestamptz().notNull().defaultNow(),
  expiresAt: timestamptz().notNull(),
});
