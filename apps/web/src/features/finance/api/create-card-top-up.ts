import type { CardTopUpAnswer } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/client/top-ups {amount, currency: 'RUB'}: a card payment; answers the page to open in a popup. */
export function useCreateCardTopUp() {
  return useAction({
    mutationFn: (body: { amount: string; currency: 'RUB' }, idempotencyKey) =>
      apiClient.post<CardTopUpAnswer>('/client/top-ups', body, { idempotencyKey }),
  });
}
