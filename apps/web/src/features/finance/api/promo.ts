import type { MyDiscount, PromoCodeAnswer } from '@cargo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { invalidateMoney } from '../../../shared/session/moneyQueries';
import { financeQueryKeys } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** GET /api/client/my-discount: the discount a promo code gave on the next parcel's delivery, if any. */
export function useMyDiscount() {
  return useQuery({
    queryKey: financeQueryKeys.discount,
    queryFn: () => apiClient.get<MyDiscount>('/client/my-discount'),
  });
}

/** POST /api/promoCode/{code}: credits an account or grants a discount; every money view reloads. */
export function useRedeemPromoCode() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (promoCode: string) =>
      apiClient.post<PromoCodeAnswer>(`/promoCode/${encodeURIComponent(promoCode)}`),
    onSuccess: () => invalidateMoney(queryClient),
  });
}
