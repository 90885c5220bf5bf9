import type { MyDiscount } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { financeQueryKeys } from './keys';

/** GET /api/client/my-discount: the discount a promo code gave on the next parcel's delivery, if any. */
export function useMyDiscount() {
  return useQuery({
    queryKey: financeQueryKeys.discount,
    queryFn: () => apiClient.get<MyDiscount>('/client/my-discount'),
  });
}
