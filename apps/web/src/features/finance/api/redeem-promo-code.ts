import type { PromoCodeAnswer } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateMoney } from '../../../shared/session/moneyQueries';

/** POST /api/promoCode/{code}: credits an account or grants a discount; every money view reloads. */
export function useRedeemPromoCode() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (promoCode: string) =>
      apiClient.post<PromoCodeAnswer>(`/promoCode/${encodeURIComponent(promoCode)}`),
    onSuccess: () => invalidateMoney(queryClient),
  });
}
