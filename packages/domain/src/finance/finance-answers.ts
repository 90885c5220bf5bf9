import { z } from 'zod';
import { accountSchema } from '../auth/account-answers.js';
import { pageSchema } from '../shared/answers.js';
import { CURRENCY_CCYS } from '../shared/currency.js';
import { LEDGER_KINDS, TOP_UP_METHODS } from './finance.js';

/**
 * Answers of the money calls: the ledger, rates, top-ups, conversion, the sandbox payment pages and the staff
 * finance desk. The server serialises with these; the web takes its types from them.
 */

const currencyRef = z.object({ ccy: z.enum(CURRENCY_CCYS), code: z.number() });

/** One ledger row as GET /api/client/my-transactions answers it (spec section 3 "Transactions"). */
export const transactionSchema = z
  .object({
    id: z.number(),
    /** ISO 8601, UTC. */
    transDate: z.string(),
    /** Signed: a debit is negative. */
    amount: z.number(),
    /** The account's balance after this row. */
    balance: z.number(),
    balanceCurrency: currencyRef,
    comment: z.string(),
    kind: z.enum(LEDGER_KINDS),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionPageSchema = pageSchema(transactionSchema);
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/**
 * GET /api/currency-rate: one row per currency (spec: `eCurrency.ccy`). `rate` is what the customer converts at
 * (roubles per one unit, the service's margin included); `officialRate` the source's own.
 */
export const currencyRateSchema = z
  .object({
    eCurrency: currencyRef,
    rate: z.number(),
    officialRate: z.number(),
    /** The day the source published the rate (YYYY-MM-DD). */
    date: z.string(),
  })
  .meta({ id: 'CurrencyRate' });
export type CurrencyRate = z.infer<typeof currencyRateSchema>;
export const currencyRatesSchema = z.array(currencyRateSchema);

/** A top-up as the customer sees it in their list. */
export const topUpSchema = z
  .object({
    id: z.number(),
    method: z.enum(TOP_UP_METHODS),
    statusId: z.number(),
    amount: z.number(),
    currency: z.enum(CURRENCY_CCYS),
    /** What was credited, when it differs from what was asked (an underpaid crypto invoice). */
    receivedAmount: z.number().nullable(),
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    /** When an unpaid top-up stops waiting (its provider's lifetime); null for one created before expiry existed. */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'TopUp' });
export type TopUp = z.infer<typeof topUpSchema>;
export const topUpPageSchema = pageSchema(topUpSchema);
export type TopUpPage = z.infer<typeof topUpPageSchema>;

/**
 * A refund to the card as the desk sees it: in processing (the acquirer has not answered for sure), done, or
 * refused by the acquirer (the credit was given back; the top-up is credited again and may be refunded anew).
 */
export const topUpRefundSchema = z
  .object({
    status: z.enum(['pending', 'succeeded', 'refused']),
    providerRefundId: z.string().nullable(),
    requestedAt: z.string(),
    checkedAt: z.string().nullable(),
    failureReason: z.string().nullable(),
  })
  .meta({ id: 'TopUpRefund' });
export type TopUpRefund = z.infer<typeof topUpRefundSchema>;

/** Staff: a top-up of any customer, with who paid and through which provider. */
export const staffTopUpSchema = topUpSchema
  .extend({
    userId: z.number(),
    email: z.string(),
    provider: z.string(),
    providerPaymentId: z.string().nullable(),
    /** The last refund asked for this top-up, null when none was. */
    refund: topUpRefundSchema.nullable(),
  })
  .meta({ id: 'StaffTopUp' });
export type StaffTopUp = z.infer<typeof staffTopUpSchema>;
export const staffTopUpPageSchema = pageSchema(staffTopUpSchema);

/** Staff: a refund asked or re-checked; `topUp.statusId` says whether it is done (5) or still in processing (6). */
export const staffRefundAnswerSchema = z.object({ message: z.string(), topUp: staffTopUpSchema });
export type StaffRefundAnswer = z.infer<typeof staffRefundAnswerSchema>;

/** The sandbox pages' answer to paying, confirming or cancelling (the page shows `message`). */
export const sandboxActionAnswerSchema = z.object({
  status: z.enum(['succeeded', 'canceled', 'waiting_for_confirmation']),
  message: z.string(),
});
export type SandboxActionAnswer = z.infer<typeof sandboxActionAnswerSchema>;

/** POST /api/client/top-ups: the payment page the web opens in a popup. */
export const cardTopUpAnswerSchema = z.object({ topUp: topUpSchema, confirmationUrl: z.string() });
export type CardTopUpAnswer = z.infer<typeof cardTopUpAnswerSchema>;

/** POST /api/client/top-ups/{id}/resume: the provider's page of a top-up still waiting, to open again. */
export const resumeTopUpAnswerSchema = z.object({ topUp: topUpSchema, url: z.string() });
export type ResumeTopUpAnswer = z.infer<typeof resumeTopUpAnswerSchema>;

/** POST /api/crypto: the invoice's pay link. */
export const cryptoTopUpAnswerSchema = z.object({ topUp: topUpSchema, link: z.string() });
export type CryptoTopUpAnswer = z.infer<typeof cryptoTopUpAnswerSchema>;

/** GET /api/client/payment-providers: who takes the money; `sandbox` is the trial start's test cash desk. */
export const paymentProvidersSchema = z.object({
  card: z.enum(['sandbox', 'yookassa']),
  crypto: z.enum(['sandbox', 'cryptocloud']),
});
export type PaymentProviders = z.infer<typeof paymentProvidersSchema>;

/** POST /api/client/conversions. */
export const conversionAnswerSchema = z.object({
  message: z.string(),
  debited: z.object({ currency: z.enum(CURRENCY_CCYS), amount: z.number() }),
  credited: z.object({ currency: z.enum(CURRENCY_CCYS), amount: z.number() }),
  /** Units of `to` per one unit of `from`, as applied. */
  rate: z.number(),
  accounts: z.array(accountSchema),
});
export type ConversionAnswer = z.infer<typeof conversionAnswerSchema>;

/** The sandbox card page's view of its payment (public: anyone with the payment's id may pay it). */
export const sandboxCardPaymentSchema = z.object({
  paymentId: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCY_CCYS),
  description: z.string(),
  status: z.enum(['pending', 'waiting_for_confirmation', 'succeeded', 'canceled', 'refunded']),
  returnUrl: z.string(),
});
export type SandboxCardPayment = z.infer<typeof sandboxCardPaymentSchema>;

/** The crypto sandbox's invoice page. */
export const sandboxCryptoInvoiceSchema = z.object({
  invoiceId: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCY_CCYS),
  status: z.enum(['created', 'paid', 'partial', 'overpaid', 'canceled']),
  receivedAmount: z.number().nullable(),
  expiresAt: z.string(),
});
export type SandboxCryptoInvoice = z.infer<typeof sandboxCryptoInvoiceSchema>;

/**
 * Staff: what a customer still owes on one account (the part of a taken-back referral reward their balance did
 * not cover), settled from the account's next credits (docs/decisions/046).
 */
export const staffDebtSchema = z
  .object({
    id: z.number(),
    currency: z.enum(CURRENCY_CCYS),
    amount: z.number(),
    outstanding: z.number(),
    comment: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffDebt' });
export type StaffDebt = z.infer<typeof staffDebtSchema>;

/** Staff: a customer found by the finance desk, with balances and open debts. */
export const staffCustomerSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    name: z.string().nullable(),
    surname: z.string().nullable(),
    phone: z.string().nullable(),
    createdAt: z.string(),
    accounts: z.array(accountSchema),
    debts: z.array(staffDebtSchema),
  })
  .meta({ id: 'StaffCustomer' });
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;
export const staffCustomerPageSchema = pageSchema(staffCustomerSchema);

/** Staff: the built-in rate table and the margin. */
export const staffRatesSchema = z.object({
  source: z.enum(['table', 'cbr']),
  marginPercent: z.number(),
  rates: z.array(z.object({ currency: z.enum(CURRENCY_CCYS), rate: z.number(), updatedAt: z.string() })),
});
export type StaffRates = z.infer<typeof staffRatesSchema>;

/** Staff: a promo code and how often it was used. */
export const staffPromoCodeSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    amount: z.number().nullable(),
    currency: z.enum(CURRENCY_CCYS).nullable(),
    discountPercent: z.number().nullable(),
    description: z.string(),
    maxUses: z.number().nullable(),
    usedCount: z.number(),
    expiresAt: z.string().nullable(),
    active: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffPromoCode' });
export type StaffPromoCode = z.infer<typeof staffPromoCodeSchema>;
export const staffPromoCodePageSchema = pageSchema(staffPromoCodeSchema);

/** GET /api/client/my-discount: the discount a promo code gave, waiting for the next parcel (none: nulls). */
export const myDiscountSchema = z.object({
  percent: z.number().nullable(),
  promoCode: z.string().nullable(),
});
export type MyDiscount = z.infer<typeof myDiscountSchema>;

/** Staff: POST /api/staff/customers/{id}/corrections: the correction's ledger row and the balances after it. */
export const correctionAnswerSchema = z.object({
  message: z.string(),
  transaction: transactionSchema,
  accounts: z.array(accountSchema),
});
export type CorrectionAnswer = z.infer<typeof correctionAnswerSchema>;
