import { type Country, orderCountries, type Page } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/apiClient';

export type { Country } from '@cargo/domain';

export const countriesQueryKey = ['zones-available'] as const;

/** The countries recipients and addresses can be in: Россия and Беларусь first, then by name (`orderCountries`). */
export function fetchCountries(): Promise<Country[]> {
  return apiClient
    .get<Page<Country>>('/zones/available', { auth: 'none' })
    .then((answer) => orderCountries(answer.data));
}

/** Public reference data: loaded once per visit, shared by the recipient and address forms. */
export function useCountries() {
  return useQuery({ queryKey: countriesQueryKey, queryFn: fetchCountries, staleTime: Infinity });
}
