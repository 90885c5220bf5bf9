import type { ConversionAnswer, CurrencyCcy } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { invalidateMoney } from '../../../shared/session/moneyQueries';

/** POST /api/client/conversions: between the customer's own accounts at the current rate. */
export function useConvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { from: CurrencyCcy; to: CurrencyCcy; amount: string }) =>
      apiClient.post<ConversionAnswer>('/client/conversions', body),
    onSuccess: () => invalidateMoney(queryClient),
  });
}
