import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';
import { PAGE_SIZE_MAX } from './limits.js';
import { type Decimal, toMinorUnits } from './money.js';
// Every request schema is built from these fields, so the Russian messages come wherever a schema does, also in
// a web chunk that a bundler cut out of the package without its index.
import './zod-russian.js';

/**
 * Field schemas every form and route shares, so that a rule is written once and no body a client can send reaches
 * the database as something it cannot store (numeric(14,2), integer columns).
 */

// The messages live in their own file, so that zod-russian.ts can read them without importing this one.
export { FIELD_MESSAGES };

/** numeric(14,2): twelve digits before the point. */
export const MONEY_MAX = 999_999_999_999.99;
export const QUANTITY_MAX = 10_000;
/** PostgreSQL integer. */
export const ID_MAX = 2_147_483_647;

const MONEY_TEXT = /^-?\d+(?:[.,]\d+)?$/;

/**
 * Reads an amount typed with a comma or a dot, or sent as a JSON number, into exact text with two decimals
 * ("89.50"), or an error message. A number and the same number as text give the same answer.
 */
export function readMoney(value: unknown): { amount: string } | { error: string } {
  if (value === '' || value === null || value === undefined) return { error: FIELD_MESSAGES.moneyRequired };
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { error: FIELD_MESSAGES.moneyNumber };
    if (Math.abs(value) > MONEY_MAX) return { error: FIELD_MESSAGES.moneyTooLarge };
    // The shortest text that reads back as this number: 89.555 stays 89.555 (and is refused), 0.1 stays 0.1.
    text = String(value);
    if (/e/i.test(text))
      return { error: Math.abs(value) < 1 ? FIELD_MESSAGES.moneyDecimals : FIELD_MESSAGES.moneyTooLarge };
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return { error: FIELD_MESSAGES.moneyNumber };
  }
  if (!MONEY_TEXT.test(text)) return { error: FIELD_MESSAGES.moneyNumber };
  const [whole = '', frac = ''] = text.replace(',', '.').split('.');
  if (frac.length > 2) return { error: FIELD_MESSAGES.moneyDecimals };
  if (whole.replace('-', '').replace(/^0+(?=\d)/, '').length > 12)
    return { error: FIELD_MESSAGES.moneyTooLarge };
  const negative = whole.startsWith('-');
  const digits = whole.replace('-', '').replace(/^0+(?=\d)/, '');
  const cents = frac.padEnd(2, '0');
  const zero = /^0+$/.test(digits) && /^0+$/.test(cents);
  return { amount: `${negative && !zero ? '-' : ''}${digits}.${cents}` };
}

/**
 * Money: at most two decimals, fits numeric(14,2); a number or a string with a comma or a dot. The output is the
 * exact decimal text ("89.50"), never a float; `min` (inclusive) is compared exactly, in minor units.
 */
export function moneyField(
  options: { min?: Decimal; minMessage?: string; requiredMessage?: string; numberMessage?: string } = {},
) {
  const minMinor = toMinorUnits(options.min ?? 0);
  return z
    .union([z.number(), z.string()], { error: options.requiredMessage ?? FIELD_MESSAGES.moneyRequired })
    .transform((value, ctx) => {
      const read = readMoney(value);
      if ('error' in read) {
        const message =
          read.error === FIELD_MESSAGES.moneyRequired
            ? (options.requiredMessage ?? read.error)
            : read.error === FIELD_MESSAGES.moneyNumber
              ? (options.numberMessage ?? read.error)
              : read.error;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (toMinorUnits(read.amount) < minMinor) {
        ctx.addIssue({
          code: 'custom',
          message:
            options.minMessage ??
            (minMinor === 0n ? FIELD_MESSAGES.moneyNegative : FIELD_MESSAGES.moneyNumber),
        });
        return z.NEVER;
      }
      return read.amount;
    });
}

/** A positive whole quantity with an upper bound, from a number or digits typed in a field. */
export function quantityField(
  options: { max?: number; requiredMessage?: string; positiveMessage?: string; numberMessage?: string } = {},
) {
  const max = options.max ?? QUANTITY_MAX;
  return z
    .union([z.number(), z.string()], { error: options.requiredMessage ?? FIELD_MESSAGES.quantityRequired })
    .transform((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: options.requiredMessage ?? FIELD_MESSAGES.quantityRequired });
        return z.NEVER;
      }
      const qty = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
      // A text that is no number at all, when the form has its own words for it (the order unit's count).
      if (options.numberMessage && typeof value === 'string' && !/^\s*[-+]?\d+([.,]\d*)?\s*$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: options.numberMessage });
        return z.NEVER;
      }
      if (!Number.isInteger(qty) || qty <= 0) {
        ctx.addIssue({ code: 'custom', message: options.positiveMessage ?? FIELD_MESSAGES.quantityPositive });
        return z.NEVER;
      }
      if (qty > max) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.quantityTooLarge });
        return z.NEVER;
      }
      return qty;
    });
}

/** An id in a body: a positive integer that fits PostgreSQL's integer. */
export const idField = z
  .number({ error: FIELD_MESSAGES.idInvalid })
  .int(FIELD_MESSAGES.idInvalid)
  .positive(FIELD_MESSAGES.idInvalid)
  .max(ID_MAX, FIELD_MESSAGES.idInvalid);

/** An id in a path or query string. */
export const idParam = z.coerce
  .number({ error: FIELD_MESSAGES.idInvalid })
  .int(FIELD_MESSAGES.idInvalid)
  .positive(FIELD_MESSAGES.idInvalid)
  .max(ID_MAX, FIELD_MESSAGES.idInvalid);

export const idParams = z.object({ id: idParam });

/** PostgreSQL smallint. */
export const SMALLINT_MAX = 32_767;

/** A reference id in a query string that is kept in a smallint column (countries, tariffs, operators). */
export const smallIdParam = idParam.max(SMALLINT_MAX, FIELD_MESSAGES.idInvalid);

/** `page` is 1-based; `offset` is the page size (the spec's word), defaulting per list and capped. */
export function pageQuery(defaultSize: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(ID_MAX).default(1),
    offset: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(defaultSize),
  });
}
