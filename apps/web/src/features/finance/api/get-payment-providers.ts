import type { PaymentProviders } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { financeQueryKeys } from './keys';

/** GET /api/client/payment-providers: whether card and crypto payments go to the trial start's sandboxes. */
export function usePaymentProviders() {
  return useQuery({
    queryKey: financeQueryKeys.paymentProviders,
    queryFn: () => apiClient.get<PaymentProviders>('/client/payment-providers'),
    // The server's providers change only with a restart.
    staleTime: Infinity,
  });
}
