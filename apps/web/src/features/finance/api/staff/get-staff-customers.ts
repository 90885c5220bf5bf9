import type { Page, StaffCustomer } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys, STAFF_PAGE_SIZE } from '../keys';

const keys = financeQueryKeys.staff;

/** GET /api/staff/customers?q: customers by code, e-mail, name, phone or number, with their balances. */
export function useStaffCustomers(query: string, page: number) {
  return useQuery({
    queryKey: keys.customers(query, page),
    queryFn: () =>
      apiClient.get<Page<StaffCustomer>>('/staff/customers', {
        query: { q: query, page, offset: STAFF_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}
