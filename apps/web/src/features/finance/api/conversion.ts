import type { ConversionAnswer, CurrencyCcy } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateMoney } from '../../../shared/session/moneyQueries';

/** POST /api/client/conversions: between the customer's own accounts at the current rate. */
export function useConvert() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: { from: CurrencyCcy; to: CurrencyCcy; amount: string }, idempotencyKey) =>
      apiClient.post<ConversionAnswer>('/client/conversions', body, { idempotencyKey }),
    onSuccess: () => invalidateMoney(queryClient),
  });
}
