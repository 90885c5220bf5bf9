import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';
import { isValidPhone, normalizePhone } from './phone.js';

/**
 * The one phone rule of every form and request (spec section 5 «Phones»): a Russian (7 or 8 and ten digits) or a
 * Belarusian (375, operator 25/29/33/44, seven digits) number, typed with any separators and kept as its digits
 * ("79991234567"). Anything else is refused with «Телефон введен не правильно».
 */
const phoneText = z
  .string({ error: FIELD_MESSAGES.phoneRequired })
  .trim()
  .max(30, FIELD_MESSAGES.phoneInvalid)
  .refine((value) => !value || isValidPhone(value), FIELD_MESSAGES.phoneInvalid);

/** A required phone: empty says «Введите номер телефона» (or `requiredMessage`). */
export function phoneField(requiredMessage: string = FIELD_MESSAGES.phoneRequired) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .pipe(phoneText)
    .transform((value) => normalizePhone(value));
}

/** A phone that may be left empty (undefined when it is); a filled one follows the same rule. */
export const optionalPhoneField = phoneText
  .optional()
  .transform((value) => (value ? normalizePhone(value) : undefined));
