import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';

/** Latin and Cyrillic letters, digits, whitespace, ASCII punctuation, Russian typography and currency signs. */
const PLAIN_CHARACTERS = '[A-Za-zА-Яа-яЁё0-9\\s!-/:-@[-`{-~№«»—–…’‘“”°±×₽€¥£]';

/** Plain text (`TEXT_CHARACTERS.plain`), of at most `max` characters when given. */
export function plainTextUpTo(max?: number): RegExp {
  return new RegExp(`^${PLAIN_CHARACTERS}${max === undefined ? '*' : `{0,${max}}`}$`);
}

/**
 * The characters a free-text field may hold (spec section 5: «русские и английские буквы, цифры и символы»).
 * Anything else — emoji, Chinese characters, control characters — is refused with the field's message, the same
 * way on the server and in the form.
 */
export const TEXT_CHARACTERS = {
  /** Latin and Cyrillic letters, digits, spaces, the usual symbols of ASCII and Russian typography, currency signs. */
  plain: plainTextUpTo(),
  /** An outgoing (carrier's) track or a flight's registry: Latin letters, digits, spaces and hyphens. */
  outgoingTrack: /^[A-Za-z0-9 -]*$/,
} as const;

export interface TextFieldOptions {
  /** The most characters the field keeps (after trimming). */
  max: number;
  /** The fewest characters of a filled field; with `messages.required` the field is required (at least 1). */
  min?: number;
  /** The characters allowed; `TEXT_CHARACTERS.plain` unless told. */
  allowed?: RegExp;
  messages?: {
    /** Makes the field required: an empty or missing value is refused with this text. */
    required?: string;
    /** Shorter than `min` (defaults to `required`). */
    tooShort?: string;
    /** Longer than `max` (defaults to «Не более N символов»). */
    tooLong?: string;
    /** A character outside `allowed` (defaults to the spec's letters-digits-symbols text). */
    notAllowed?: string;
  };
}

/**
 * Free text: trimmed, at most `max` characters, only the `allowed` characters, each refusal with its Russian
 * message. Every free-text field of every request schema (and so of every form) is built with it; a field without
 * `messages.required` accepts an empty text, and callers add `.optional()` / `.nullable()` as the request needs.
 */
export function textField(options: TextFieldOptions) {
  const { max, allowed = TEXT_CHARACTERS.plain, messages = {} } = options;
  const required = messages.required;
  let field = z.string(required ? { error: required } : undefined).trim();
  const min = Math.max(options.min ?? 0, required ? 1 : 0);
  if (min > 0) {
    const tooShort = messages.tooShort ?? required ?? FIELD_MESSAGES.required;
    // An empty field says it is required; a filled one too short says so.
    if (required && min > 1) field = field.min(1, required);
    field = field.min(min, tooShort);
  }
  return field
    .max(max, messages.tooLong ?? FIELD_MESSAGES.textTooLong(max))
    .regex(allowed, messages.notAllowed ?? FIELD_MESSAGES.textCharacters);
}
