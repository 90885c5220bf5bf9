/** Country codes (ISO 3166 numeric) the spec uses. */
export const COUNTRY = { RUSSIA: 643, BELARUS: 112, UKRAINE: 804, KAZAKHSTAN: 398 } as const;

/** The self-fill form offers Russia and Belarus only; the spec excludes 804 explicitly. */
export const SELF_FILL_EXCLUDED_COUNTRY = COUNTRY.UKRAINE;

/**
 * Where parcels are delivered: Russia and Belarus. A recipient filling in his data through a self-fill link
 * chooses one of them (the server refuses any other), and addresses are in one of them.
 */
export const DELIVERY_COUNTRIES: readonly number[] = [COUNTRY.RUSSIA, COUNTRY.BELARUS];

export function isDeliveryCountry(countryCode: number | null | undefined): boolean {
  return (
    countryCode !== undefined &&
    countryCode !== null &&
    countryCode !== SELF_FILL_EXCLUDED_COUNTRY &&
    DELIVERY_COUNTRIES.includes(countryCode)
  );
}

/** The delivery countries of a loaded country list, in the list's order. */
export function deliveryCountries<T extends { code: number }>(countries: readonly T[] | undefined): T[] {
  return (countries ?? []).filter((country) => isDeliveryCountry(country.code));
}

export function isRussia(countryCode: number | null | undefined): boolean {
  return countryCode === COUNTRY.RUSSIA;
}
export function isBelarus(countryCode: number | null | undefined): boolean {
  return countryCode === COUNTRY.BELARUS;
}

/** Russia and Belarus (where parcels go) head every country list; the rest follow by name. */
const COUNTRIES_FIRST: readonly number[] = [COUNTRY.RUSSIA, COUNTRY.BELARUS];

/**
 * The order a country choice shows: Россия, Беларусь, then the others alphabetically (Russian collation). The
 * reference answers in its own sort order (Украина last), which the cabinet used to reverse: Россия came last.
 */
export function orderCountries<T extends { code: number; name: string }>(countries: readonly T[]): T[] {
  const rank = (country: T) => {
    const index = COUNTRIES_FIRST.indexOf(country.code);
    return index === -1 ? COUNTRIES_FIRST.length : index;
  };
  return [...countries].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'ru'));
}
