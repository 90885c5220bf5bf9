import type { TransactionPage } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys, STAFF_PAGE_SIZE } from '../keys';

const keys = financeQueryKeys.staff;

/** GET /api/staff/customers/{id}/transactions: the customer's ledger, a page at a time. */
export function useStaffLedger(id: number | null, page: number) {
  return useQuery({
    queryKey: keys.ledger(id ?? 0, page),
    queryFn: () =>
      apiClient.get<TransactionPage>(`/staff/customers/${id}/transactions`, {
        query: { page, offset: STAFF_PAGE_SIZE },
      }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
