import { z } from 'zod';
import { CURRENCY_CCYS, type CurrencyCcy } from '../shared/currency.js';
import { moneyField } from '../shared/fields.js';
import { FINANCE_MESSAGES } from './finance-messages.js';
import { type Decimal, fromMinorUnits, toMinorUnits } from '../shared/money.js';

/**
 * Money: the ledger's kinds, top-ups and their statuses, conversion, rates, promo codes and their limits. Every
 * balance change is one ledger row of one of these kinds, written by the server's finance module only.
 */

/** What caused a ledger row; the web shows `LEDGER_KIND_TITLE` in the «Действие» column. */
export const LEDGER_KINDS = [
  'top_up',
  'parcel_payment',
  'cargo_payment',
  'order_payment',
  'refund',
  'promo_code',
  'referral_reward',
  'conversion',
  'correction',
  'parcel_refund',
  'cargo_refund',
  'order_refund',
  'storage_fee',
  'insurance_refund',
  'referral_reversal',
  'debt_repayment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_TITLE: Record<LedgerKind, string> = {
  top_up: 'Пополнение',
  parcel_payment: 'Оплата посылки',
  cargo_payment: 'Оплата карго',
  order_payment: 'Оплата заказа',
  refund: 'Возврат',
  promo_code: 'Промокод',
  referral_reward: 'Реферальное вознаграждение',
  conversion: 'Конвертация',
  correction: 'Корректировка',
  parcel_refund: 'Возврат оплаты посылки',
  cargo_refund: 'Возврат оплаты карго',
  order_refund: 'Возврат по заказу',
  storage_fee: 'Хранение на складе',
  insurance_refund: 'Страховое возмещение',
  referral_reversal: 'Отмена реферального вознаграждения',
  debt_repayment: 'Погашение долга',
};

/** How a top-up is paid. Card and crypto go through a provider; a bank transfer is arranged by a manager. */
export const TOP_UP_METHODS = ['card', 'crypto'] as const;
export type TopUpMethod = (typeof TOP_UP_METHODS)[number];

/**
 * A top-up's life: created → pending (the customer is on the payment page) → succeeded | failed; a succeeded one
 * may be refunded: refund pending (the acquirer's answer is not known yet) → refunded, or back to succeeded when
 * the acquirer definitely refused. A pending one left unpaid for its provider's lifetime expires (7), the customer
 * may cancel it (8), and an invoice that got less than asked is credited with what arrived (9). The spec names no
 * top-up statuses; 7–9 follow the six the product had (docs/decisions/025-top-up-expiry-and-partial-credit.md).
 */
export const TOP_UP_STATUS = {
  CREATED: 1,
  PENDING: 2,
  SUCCEEDED: 3,
  FAILED: 4,
  REFUNDED: 5,
  REFUND_PENDING: 6,
  EXPIRED: 7,
  CANCELED: 8,
  PARTLY_CREDITED: 9,
} as const;
export type TopUpStatusId = (typeof TOP_UP_STATUS)[keyof typeof TOP_UP_STATUS];

export const TOP_UP_STATUS_TITLE: Record<TopUpStatusId, string> = {
  1: 'Создан',
  2: 'Ожидает оплаты',
  3: 'Зачислен',
  4: 'Не оплачен',
  5: 'Возвращён',
  6: 'Возврат в обработке',
  7: 'Срок оплаты истёк',
  8: 'Отменён',
  9: 'Зачислен частично',
};

/** Statuses whose money is on the customer's account (a later notification of the same payment credits nothing). */
export const TOP_UP_CREDITED_STATUSES: readonly TopUpStatusId[] = [
  TOP_UP_STATUS.SUCCEEDED,
  TOP_UP_STATUS.REFUND_PENDING,
  TOP_UP_STATUS.REFUNDED,
  TOP_UP_STATUS.PARTLY_CREDITED,
];

/** Still waiting for the customer to pay on the provider's page (the web polls these and offers resume and cancel). */
export const TOP_UP_OPEN_STATUSES: readonly TopUpStatusId[] = [TOP_UP_STATUS.CREATED, TOP_UP_STATUS.PENDING];

/** Limits of one top-up, per currency of the account it credits (inclusive). */
export const TOP_UP_LIMITS: Record<CurrencyCcy, { min: number; max: number }> = {
  RUB: { min: 100, max: 300_000 },
  CNY: { min: 10, max: 25_000 },
  USD: { min: 5, max: 5_000 },
  EUR: { min: 5, max: 5_000 },
};
/**
 * The amount the top-up dialog offers when a payment found too little money: the shortfall itself, raised to the
 * smallest top-up the account's currency takes (a 40 ₽ shortfall is topped up with 100 ₽), as decimal text.
 */
export function topUpAmountForShortfall(shortfall: Decimal, currency: CurrencyCcy): string {
  const needed = toMinorUnits(shortfall);
  const min = BigInt(TOP_UP_LIMITS[currency].min) * 100n;
  return fromMinorUnits(needed > min ? needed : min);
}

/** Currencies a card top-up may credit (the acquirer charges roubles); crypto invoices are in USD or RUB. */
export const CARD_TOP_UP_CURRENCIES = ['RUB'] as const satisfies readonly CurrencyCcy[];
export const CRYPTO_TOP_UP_CURRENCIES = ['USD', 'RUB'] as const satisfies readonly CurrencyCcy[];

/**
 * Test cards of the built-in card sandbox (the payment page at /reference-pay/card): one that pays, one the bank
 * declines, and one that asks for a confirmation code first (the code is `SANDBOX_CONFIRMATION_CODE`).
 */
export const SANDBOX_CARDS = {
  succeeds: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  needsConfirmation: '4000 0000 0000 3220',
} as const;
export const SANDBOX_CONFIRMATION_CODE = '123456';

/** Discount tiers a promo code may give on the next parcel's delivery (spec section 9). */
export const DISCOUNT_TIERS = [5, 10, 15] as const;
export type DiscountTier = (typeof DISCOUNT_TIERS)[number];

/**
 * Referral rule (docs/decisions/010-top-ups-and-payment-providers.md): for a year after an invited customer registers,
 * each of their top-ups credits the referrer this percent of the credited amount, in the same currency.
 */
export const REFERRAL_REWARD = { percent: 5, days: 365 } as const;

export const currencyField = z.enum(CURRENCY_CCYS);

/** POST /api/client/top-ups: a card top-up; answers the payment page to open in a popup. */
export const cardTopUpSchema = z.object({
  amount: moneyField({ min: 0.01 }),
  currency: z.enum(CARD_TOP_UP_CURRENCIES).default('RUB'),
});
export type CardTopUpInput = z.input<typeof cardTopUpSchema>;

/** POST /api/crypto {amount, currency}: a crypto invoice; answers its pay link. */
export const cryptoTopUpSchema = z.object({
  amount: moneyField({ min: 0.01 }),
  currency: z.enum(CRYPTO_TOP_UP_CURRENCIES).default('USD'),
});
export type CryptoTopUpInput = z.input<typeof cryptoTopUpSchema>;

/** POST /api/client/conversions: from one of the customer's accounts to another at the current rate. */
export const conversionSchema = z
  .object({
    from: currencyField,
    to: currencyField,
    amount: moneyField({ min: 0.01, minMessage: FINANCE_MESSAGES.conversionAmountPositive }),
  })
  .refine((value) => value.from !== value.to, { message: FINANCE_MESSAGES.sameCurrency, path: ['to'] });
export type ConversionInput = z.input<typeof conversionSchema>;

/** GET /api/client/my-transactions: the spec asks for everything at once (`offset=100000`). */
export const transactionsQuerySchema = z.object({
  currency: currencyField.optional(),
});

/** The card form of the sandbox payment page. */
export const sandboxCardSchema = z.object({
  cardNumber: z
    .string({ error: FINANCE_MESSAGES.cardNumberInvalid })
    .transform((value) => value.replace(/\s+/g, ''))
    .refine((value) => /^\d{16}$/.test(value), FINANCE_MESSAGES.cardNumberInvalid),
  expiry: z
    .string({ error: FINANCE_MESSAGES.cardExpiryInvalid })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, FINANCE_MESSAGES.cardExpiryInvalid),
  cvc: z
    .string({ error: FINANCE_MESSAGES.cardCvcInvalid })
    .trim()
    .regex(/^\d{3}$/, FINANCE_MESSAGES.cardCvcInvalid),
});
export type SandboxCardInput = z.input<typeof sandboxCardSchema>;

export const sandboxConfirmationSchema = z.object({
  code: z.string({ error: FINANCE_MESSAGES.confirmationCodeWrong }).trim().max(12),
});

/** Staff: the top-ups list's filter. */
export const staffTopUpsQuerySchema = z.object({
  statusId: z.coerce
    .number()
    .int()
    .refine((id) => (Object.values(TOP_UP_STATUS) as number[]).includes(id))
    .optional(),
});

/** What the crypto sandbox's invoice page can make happen to an invoice. */
export const SANDBOX_INVOICE_OUTCOMES = ['paid', 'underpaid', 'expired'] as const;
export type SandboxInvoiceOutcome = (typeof SANDBOX_INVOICE_OUTCOMES)[number];
