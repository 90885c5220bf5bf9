import type { IssuingAuthority, Page } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { recipientQueryKeys } from './keys';

/** Issuing authorities that start with or contain the typed text. */
export function useIdocOrgSuggestions(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: recipientQueryKeys.idocOrg(query),
    queryFn: ({ signal }) =>
      apiClient.get<Page<IssuingAuthority>>('/recipient-client-data/idoc-org/suggestion', {
        query: { idocOrg: query },
        signal,
      }),
    select: (answer) => answer.data,
    enabled: query.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
