import type { Page, StaffPromoCode } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys, STAFF_PAGE_SIZE } from '../keys';

const keys = financeQueryKeys.staff;

export function useStaffPromoCodes(page: number) {
  return useQuery({
    queryKey: keys.promoCodes(page),
    queryFn: () =>
      apiClient.get<Page<StaffPromoCode>>('/staff/promo-codes', { query: { page, offset: STAFF_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
