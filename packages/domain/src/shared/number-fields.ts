import { MONEY_MAX, QUANTITY_MAX } from './fields.js';
import { FIELD_MESSAGES } from './field-messages.js';
import { formatDecimalRu } from './money-format.js';

/**
 * The number fields of every form, one rule per kind: how many decimals may be typed, the largest value and what
 * the field says above it. The request schemas (cargo.ts, parcel-desk.ts, finance-desk.ts, goods.ts through
 * fields.ts) take their limits from here and the web's one number input (NumberField) reads the same rule, so a
 * person sees the schema's limit while typing and the server refuses the same value with the same words.
 */
export interface NumberFieldRule {
  /** Digits allowed after the decimal comma; 0 for whole numbers. */
  decimals: number;
  /** The largest accepted value, inclusive. */
  max: number;
  /** Whether a leading minus may be typed (a staff correction that debits). */
  negative?: boolean;
  /** What the field and the schema say when the value is above `max`. */
  maxMessage: string;
  /** What the field says of a minus where none is allowed, when the schema has words of its own for it. */
  positiveMessage?: string;
  /** What a whole-number field says of a fraction, when the schema has words of its own for it. */
  wholeMessage?: string;
}

/** «Не более 10 000 кг»: the limit written the Russian way, with the unit when there is one. */
export function numberAtMostMessage(max: number, unit?: string): string {
  const decimals = Number.isInteger(max) ? 0 : String(max).split('.')[1]!.length;
  return `Не более ${formatDecimalRu(max, decimals)}${unit ? ` ${unit}` : ''}`;
}

const rule = (decimals: number, max: number, unit?: string): NumberFieldRule => ({
  decimals,
  max,
  maxMessage: numberAtMostMessage(max, unit),
});

/** Column types: numeric(14,2) money, integer counts, numeric(10,3) weights, numeric(8,1) dimensions. */
export const NUMBER_FIELDS = {
  /** Amounts in any currency (top-ups, conversions, goods prices, promo amounts). */
  money: { decimals: 2, max: MONEY_MAX, maxMessage: FIELD_MESSAGES.moneyTooLarge },
  /** A staff correction: minus debits. */
  signedMoney: { decimals: 2, max: MONEY_MAX, negative: true, maxMessage: FIELD_MESSAGES.moneyTooLarge },
  /** Pieces of one good. */
  quantity: {
    decimals: 0,
    max: QUANTITY_MAX,
    maxMessage: FIELD_MESSAGES.quantityTooLarge,
    positiveMessage: FIELD_MESSAGES.quantityPositive,
    wholeMessage: FIELD_MESSAGES.quantityPositive,
  },
  /** Places of a cargo. */
  places: {
    ...rule(0, 10_000, 'мест'),
    positiveMessage: FIELD_MESSAGES.placesPositive,
    wholeMessage: FIELD_MESSAGES.placesPositive,
  },
  /** The weight the customer expects before weighing (estimate and customs gauge only). */
  expectedWeightKg: rule(3, 1_000, 'кг'),
  /** A parcel weighed at the desk, to the gram. */
  parcelWeightKg: rule(3, 10_000, 'кг'),
  /** A parcel's length, width or height at the desk, to the millimetre. */
  dimensionCm: rule(1, 1_000, 'см'),
  /** A cargo weighed at the desk, to the gram. */
  cargoWeightKg: rule(3, 100_000, 'кг'),
  /** A cargo's volume, to the litre. */
  volumeM3: rule(3, 1_000, 'м³'),
  /** A currency rate in roubles, six decimals. */
  rate: rule(6, 99_999_999.999999),
  /** The service's margin on conversions, percent. */
  marginPercent: rule(2, 99.99, '%'),
  /** How many times a promo code may be used. */
  promoUses: rule(0, 1_000_000),
} as const satisfies Record<string, NumberFieldRule>;
export type NumberFieldKind = keyof typeof NUMBER_FIELDS;

/** True when the number has at most `decimals` digits after the point (grams, litres, millimetres). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scaled = value * 10 ** decimals;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
}

/**
 * What a number field keeps of what was typed or pasted: digits, a leading minus and one decimal comma (a dot is
 * read as one), at most `decimals` after it. Spaces of digit groups go («1 234,5» → «1234,5»); with both a comma
 * and a dot, the last one is the decimal separator («1,234.50» → «1234,50»). A minus the rule does not allow and
 * a fraction of a whole-number field are kept, never dropped, so «-5» places stays «-5» and «2,5» stays «2,5» (not
 * 5 or 25): the field says why (`numberTextRefusal`) and the request's schema refuses the value with its words.
 */
export function cleanNumberText(raw: string, fieldRule: NumberFieldRule): string {
  const negative = raw.trim().startsWith('-');
  let text = raw.replace(/[^\d.,]/g, '');
  const last = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'));
  if (last >= 0) {
    const whole = text.slice(0, last).replace(/[.,]/g, '');
    const frac = text.slice(last + 1).replace(/[.,]/g, '');
    // A whole-number field keeps one fractional digit: enough to show, and to refuse, what was meant.
    text = `${whole},${frac.slice(0, Math.max(fieldRule.decimals, 1))}`;
  }
  return `${negative ? '-' : ''}${text}`;
}

/**
 * Why a field's text is refused while it is typed, before the form is sent: a minus where the rule allows none,
 * a fraction in a whole-number field, a value above the limit; null when the text is one the rule may take.
 */
export function numberTextRefusal(text: string, fieldRule: NumberFieldRule): string | null {
  if (!fieldRule.negative && text.startsWith('-'))
    return fieldRule.positiveMessage ?? FIELD_MESSAGES.numberPositive;
  if (fieldRule.decimals === 0 && /,\d/.test(text))
    return fieldRule.wholeMessage ?? FIELD_MESSAGES.numberWhole;
  const value = readNumberText(text);
  return value !== null && Math.abs(value) > fieldRule.max ? fieldRule.maxMessage : null;
}

/** The number a cleaned text holds («4,555» → 4.555), or null while it holds none (empty, «-», «,»). */
export function readNumberText(text: string): number | null {
  const plain = text.replace(',', '.');
  if (!/\d/.test(plain)) return null;
  const value = Number(plain.endsWith('.') ? plain.slice(0, -1) : plain);
  return Number.isFinite(value) ? value : null;
}

/** A value as its field shows it: 4.555 or "4.555" → «4,555»; nothing → empty. */
export function numberFieldText(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace('.', ',');
}
