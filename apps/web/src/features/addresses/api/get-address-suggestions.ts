import type { AddressSuggestion, Page } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { addressQueryKeys } from './keys';

/** Street suggestions for a courier address. */
export function useAddressSuggestions(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: addressQueryKeys.suggestions(query),
    queryFn: ({ signal }): Promise<AddressSuggestion[]> =>
      apiClient
        .get<Page<AddressSuggestion>>('/client-address/suggestion', { query: { address: query }, signal })
        .then((answer) => answer.data),
    enabled: query.length >= 3,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
