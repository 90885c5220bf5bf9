import type { CalcAnswer, CalcRequest } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';

/**
 * POST /api/calc: the price of the parcel the URL describes, per tariff (public: no account needed). Asked again
 * only when the inputs change; nothing while the URL holds no complete parcel.
 */
export function useCalculation(request: CalcRequest | null) {
  return useQuery({
    queryKey: ['calc', request],
    queryFn: () => apiClient.post<CalcAnswer>('/calc', request),
    enabled: request !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
