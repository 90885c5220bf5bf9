import type { CryptoTopUpAnswer } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/crypto {amount, currency}: a crypto invoice; answers its pay link. */
export function useCreateCryptoTopUp() {
  return useAction({
    mutationFn: (body: { amount: string; currency: 'USD' | 'RUB' }, idempotencyKey) =>
      apiClient.post<CryptoTopUpAnswer>('/crypto', body, { idempotencyKey }),
  });
}
