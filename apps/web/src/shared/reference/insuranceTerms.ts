import type { InsuranceTerms } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/apiClient';

/** GET /api/insurance-terms: the percent and minimum of «Страховка» (public; the same for every customer). */
export function useInsuranceTerms() {
  return useQuery({
    queryKey: ['insurance-terms'],
    queryFn: ({ signal }) => apiClient.get<InsuranceTerms>('/insurance-terms', { signal }),
    staleTime: 60 * 60_000,
  });
}
