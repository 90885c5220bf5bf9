import type { CdekCity, Page } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { addressQueryKeys } from './keys';

/** CDEK cities starting with the typed text, in the address's country (RU or BY). */
export function useCitySearch(countryIso2: string, text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: addressQueryKeys.cities(countryIso2, query),
    queryFn: ({ signal }): Promise<CdekCity[]> =>
      apiClient
        .get<Page<CdekCity>>('/cdek/location/cities/', {
          query: { country_codes: countryIso2, city: query, offset: 20 },
          signal,
        })
        .then((answer) => answer.data),
    enabled: query.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
