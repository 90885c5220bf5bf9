import type { CurrencyRate } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { financeQueryKeys } from './keys';

/** GET /api/currency-rate (public): roubles per unit of each currency, the service's margin included. */
export function useCurrencyRates() {
  return useQuery({
    queryKey: financeQueryKeys.rates,
    queryFn: () => apiClient.get<CurrencyRate[]>('/currency-rate'),
    staleTime: 60_000,
  });
}
