import { COUNTRY, SELF_FILL_EXCLUDED_COUNTRY, type Page } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/apiClient';

/** An item of GET /api/zones/available. */
export interface Country {
  id: number;
  code: number;
  name: string;
  iso2: string;
  phonePrefix: string;
}

export const countriesQueryKey = ['zones-available'] as const;

/** The countries recipients and addresses can be in, in the order the spec asks for: the list reversed. */
export function fetchCountries(): Promise<Country[]> {
  return apiClient
    .get<Page<Country> | Country[]>('/zones/available', { auth: 'none' })
    .then((answer) => [...(Array.isArray(answer) ? answer : answer.data)].reverse());
}

/** Public reference data: loaded once per visit, shared by the recipient and address forms. */
export function useCountries() {
  return useQuery({ queryKey: countriesQueryKey, queryFn: fetchCountries, staleTime: Infinity });
}

/** The self-fill form and addresses offer Russia and Belarus only (Ukraine is excluded explicitly). */
export function russiaAndBelarus(countries: readonly Country[] | undefined): Country[] {
  return (countries ?? []).filter(
    (country) =>
      country.code !== SELF_FILL_EXCLUDED_COUNTRY &&
      (country.code === COUNTRY.RUSSIA || country.code === COUNTRY.BELARUS),
  );
}
