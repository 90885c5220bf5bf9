/**
 * The personal-import allowance of a parcel: its declared value in euros and its weight against the rule in force
 * on a date, and the duty the recipient would pay above it. Rules are data with a date of force, so a new regime
 * is one more row. Exact decimals (bigint euro cents and grams). Decision record:
 * docs/decisions/012-parcel-pricing-and-customs.md.
 */
import { COUNTRY } from '../reference/countries.js';
import { type Decimal, divRound, fromScaled, maxBig, toScaled } from '../shared/money.js';

export interface CustomsRule {
  country: number;
  /** First day of force, YYYY-MM-DD; the latest row not after the date applies. */
  validFrom: string;
  /** Duty-free value per parcel, euros. */
  valueLimitEur: string;
  /** Duty-free weight per parcel, kilograms. */
  weightLimitKg: string;
  /** Duty on the value above the limit, percent. */
  dutyPercent: string;
  /** The least duty per kilogram above the weight limit, euros. */
  perKgEur: string;
}

/**
 * Russia: 500 € / 31 kg until 2019, 200 € / 31 kg from 2020-01-01 (EAEU decision no. 107 of 20.12.2017 as applied
 * to goods delivered by carriers): 15 % of the value above the limit, at least 2 € per kilogram above the weight
 * limit. Belarus: its own row, 200 € / 31 kg, 15 %, at least 4 € per kilogram above the weight limit.
 */
export const CUSTOMS_RULES: readonly CustomsRule[] = [
  {
    country: COUNTRY.RUSSIA,
    validFrom: '2019-01-01',
    valueLimitEur: '500.00',
    weightLimitKg: '31',
    dutyPercent: '30',
    perKgEur: '4.00',
  },
  {
    country: COUNTRY.RUSSIA,
    validFrom: '2020-01-01',
    valueLimitEur: '200.00',
    weightLimitKg: '31',
    dutyPercent: '15',
    perKgEur: '2.00',
  },
  {
    country: COUNTRY.BELARUS,
    validFrom: '2020-01-01',
    valueLimitEur: '200.00',
    weightLimitKg: '31',
    dutyPercent: '15',
    perKgEur: '4.00',
  },
];

export interface CustomsInput {
  /** Destination country: Russia 643, Belarus 112. */
  country: number;
  /** The day the rule is read for: YYYY-MM-DD or a Date (its UTC day). */
  date: string | Date;
  /** Declared value in euros (see `toEuros`), up to two decimals. */
  declaredValueEur: Decimal;
  /** Weight in kilograms, up to three decimals. */
  weightKg: Decimal;
  /** Other rules than the built-in ones (tests, a regime announced but not yet in the code). */
  rules?: readonly CustomsRule[];
}

export interface CustomsCheck {
  /** Both value and weight within the allowance (the limits themselves included). */
  within: boolean;
  /** Share of the value allowance used, percent with one decimal (may exceed 100). */
  valueUsedPercent: number;
  /** Share of the weight allowance used, percent with one decimal (may exceed 100). */
  weightUsedPercent: number;
  valueExcessEur: string;
  weightExcessKg: string;
  /** max(dutyPercent × value excess, perKg × weight excess), euros with two decimals; "0.00" when within. */
  dutyEur: string;
  rule: CustomsRule;
}

export class CustomsRuleMissingError extends Error {
  constructor(country: number, date: string) {
    super(`No customs rule for country ${country} on ${date}`);
    this.name = 'CustomsRuleMissingError';
  }
}

function dayOf(date: string | Date): string {
  if (typeof date !== 'string') return date.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}/.test(date)) throw new RangeError(`Not a date: ${date}`);
  return date.slice(0, 10);
}

/** The rule in force for `country` on `date`, if any. */
export function customsRuleFor(
  country: number,
  date: string | Date,
  rules: readonly CustomsRule[] = CUSTOMS_RULES,
): CustomsRule | undefined {
  const day = dayOf(date);
  return rules
    .filter((rule) => rule.country === country && rule.validFrom <= day)
    .reduce<CustomsRule | undefined>(
      (latest, rule) => (!latest || rule.validFrom > latest.validFrom ? rule : latest),
      undefined,
    );
}

/** Percent with one decimal: part / whole × 100. */
function percent(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  return Number(divRound(part * 1000n, whole)) / 10;
}

export function customsAllowance(input: CustomsInput): CustomsCheck {
  const day = dayOf(input.date);
  const rule = customsRuleFor(input.country, day, input.rules);
  if (!rule) throw new CustomsRuleMissingError(input.country, day);
  const valueCents = toScaled(input.declaredValueEur, 2);
  const grams = toScaled(input.weightKg, 3);
  const valueLimit = toScaled(rule.valueLimitEur, 2);
  const weightLimit = toScaled(rule.weightLimitKg, 3);
  const valueExcess = maxBig(valueCents - valueLimit, 0n);
  const weightExcess = maxBig(grams - weightLimit, 0n);
  // Duty in hundredths of a euro cent first, rounded once at the end.
  const percentScaled = toScaled(rule.dutyPercent, 2); // hundredths of a percent
  const byValue = valueExcess * percentScaled; // cents × 1/10000
  const byWeight = (toScaled(rule.perKgEur, 2) * weightExcess * 10_000n) / 1000n; // cents × 1/10000
  const duty = divRound(maxBig(byValue, byWeight), 10_000n);
  return {
    within: valueExcess === 0n && weightExcess === 0n,
    valueUsedPercent: percent(valueCents, valueLimit),
    weightUsedPercent: percent(grams, weightLimit),
    valueExcessEur: fromScaled(valueExcess, 2),
    weightExcessKg: fromScaled(weightExcess, 3),
    dutyEur: fromScaled(duty, 2),
    rule,
  };
}

/**
 * An amount in some currency in euros: amount × (roubles per unit) ÷ (roubles per euro), rounded half up to the
 * cent. Rates are decimal strings as `currency_rates` stores them (roubles per one unit; "1" for roubles).
 */
export function toEuros(amount: Decimal, rubPerUnit: Decimal, rubPerEur: Decimal): string {
  const cents = toScaled(amount, 2);
  const from = toScaled(rubPerUnit, 6);
  const eur = toScaled(rubPerEur, 6);
  if (eur <= 0n) throw new RangeError('The euro rate must be positive');
  return fromScaled(divRound(cents * from, eur), 2);
}

/** Euros in roubles at `rubPerEur`, rounded half up to the kopeck. */
export function eurosToRoubles(amountEur: Decimal, rubPerEur: Decimal): string {
  return fromScaled(divRound(toScaled(amountEur, 2) * toScaled(rubPerEur, 6), 1_000_000n), 2);
}
