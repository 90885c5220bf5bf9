import { z } from 'zod';
import { moneyField } from '../shared/fields.js';
import { reasonField } from '../shared/free-text-fields.js';
import { textField } from '../shared/text-field.js';
import { currencyField } from './finance.js';
import { FINANCE_MESSAGES } from './finance-messages.js';
import { toMinorUnits, toScaled } from '../shared/money.js';
import { NUMBER_FIELDS } from '../shared/number-fields.js';

/** The finance desk's requests (staff): balance corrections, rates and margin, promo codes, customer search. */
/** Staff: a correction of a customer's balance, positive or negative, always with a reason. */
export const correctionSchema = z.object({
  currency: currencyField,
  amount: moneyField({ min: -999_999_999_999.99 }).refine(
    (value) => toMinorUnits(value) !== 0n,
    FINANCE_MESSAGES.correctionAmountNonZero,
  ),
  reason: reasonField(FINANCE_MESSAGES.correctionReasonRequired, 200),
});
export type CorrectionInput = z.input<typeof correctionSchema>;

/** Staff: the built-in rate table (roubles per unit of a currency) and the service's margin over it. */
export const rateUpdateSchema = z.object({
  rate: z.union([z.number(), z.string()]).transform((value, ctx) => {
    const text = String(value).trim().replace(',', '.');
    if (!/^\d{1,8}(\.\d{1,6})?$/.test(text) || toScaled(text, 6) <= 0n) {
      ctx.addIssue({
        code: 'custom',
        message: 'Введите курс: положительное число, до 6 знаков после запятой',
      });
      return z.NEVER;
    }
    return text;
  }),
});
export const marginUpdateSchema = z.object({
  marginPercent: z.union([z.number(), z.string()]).transform((value, ctx) => {
    const text = String(value).trim().replace(',', '.');
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Наценка — от 0 до 99,99 %' });
      return z.NEVER;
    }
    return text;
  }),
});

/** Staff: a new promo code, either an amount in a currency or a discount tier on the next parcel's delivery. */
export const newPromoCodeSchema = z
  .object({
    code: z
      .string({ error: 'Введите промокод' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, 'Промокод — от 3 до 32 латинских букв, цифр, «-» или «_»')
      .transform((code) => code.toUpperCase()),
    amount: moneyField({ min: 0.01 }).optional(),
    currency: currencyField.optional(),
    discountPercent: z.union([z.literal(5), z.literal(10), z.literal(15)]).optional(),
    description: textField({ max: 200 }).optional(),
    maxUses: z
      .number()
      .int()
      .min(1)
      .max(NUMBER_FIELDS.promoUses.max, NUMBER_FIELDS.promoUses.maxMessage)
      .nullable()
      .optional(),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .refine((value) => (value.amount === undefined) !== (value.discountPercent === undefined), {
    message: FINANCE_MESSAGES.promoAmountOrDiscount,
    path: ['amount'],
  })
  .refine((value) => value.amount === undefined || value.currency !== undefined, {
    message: 'Выберите валюту',
    path: ['currency'],
  });
export type NewPromoCodeInput = z.input<typeof newPromoCodeSchema>;

/** Staff: find a customer by the desks' search (decision 050): code «K0003», e-mail, name, phone or number. */
export const customerSearchSchema = z.object({
  q: z.string().trim().max(100).default(''),
});
