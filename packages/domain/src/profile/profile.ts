import { z } from 'zod';
import { AUTH_MESSAGES, personNameField } from '../auth/auth.js';
import { optionalPhoneField } from '../shared/phone-field.js';
import { textField } from '../shared/text-field.js';

const optionalName = textField({ max: 60, messages: { tooLong: AUTH_MESSAGES.nameTooLong } })
  .optional()
  .transform((value) => value || undefined);

export const updateProfileSchema = z.object({
  name: personNameField,
  surname: optionalName,
  middleName: optionalName,
  phone: optionalPhoneField,
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const PROMO_MESSAGES = {
  notFound: 'Промокод не найден',
  expired: 'Срок действия промокода истёк',
  exhausted: 'Промокод больше не действует',
  alreadyUsed: 'Вы уже активировали этот промокод',
  activated: 'Промокод активирован',
  empty: 'Введите промокод',
} as const;

export const promoCodeSchema = z.object({
  promoCode: z
    .string({ error: PROMO_MESSAGES.empty })
    .trim()
    .min(1, PROMO_MESSAGES.empty)
    .max(32, PROMO_MESSAGES.notFound)
    .transform((code) => code.toUpperCase()),
});

export const REFERRAL_MESSAGES = {
  notFound: 'Реферальный код не найден',
  self: 'Нельзя указать собственный реферальный код',
  /** The code of a customer the caller invited, directly or through those they invited (decision 046). */
  cycle:
    'Нельзя указать код клиента, который пришёл по вашему приглашению или по приглашению ваших рефералов',
  alreadySet: 'Реферальный код уже указан в профиле',
  attached: 'Реферальный код привязан к профилю',
} as const;

export const referralUpdateSchema = z.object({
  referralId: z
    .string({ error: REFERRAL_MESSAGES.notFound })
    .trim()
    .min(1, REFERRAL_MESSAGES.notFound)
    .max(32),
});

/** Date range of GET /api/client/my-referral/transactions/amount. */
export const referralAmountQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
