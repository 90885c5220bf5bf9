/** Country codes (ISO 3166 numeric) the spec uses. */
export const COUNTRY = { RUSSIA: 643, BELARUS: 112, UKRAINE: 804, KAZAKHSTAN: 398 } as const;

/** The self-fill form offers Russia and Belarus only; the spec excludes 804 explicitly. */
export const SELF_FILL_EXCLUDED_COUNTRY = COUNTRY.UKRAINE;

export function isRussia(countryCode: number | null | undefined): boolean {
  return countryCode === COUNTRY.RUSSIA;
}
export function isBelarus(countryCode: number | null | undefined): boolean {
  return countryCode === COUNTRY.BELARUS;
}
