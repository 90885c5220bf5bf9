import type { TransactionPage } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { ALL_TRANSACTIONS_PAGE_SIZE, financeQueryKeys } from './keys';

/**
 * GET /api/client/my-transactions?version=v2&offset=100000: the whole ledger once (spec section 7); sorting and
 * the currency filter work on it in memory, so switching them never calls the server again.
 */
export function useMyTransactions() {
  return useQuery({
    queryKey: financeQueryKeys.transactions,
    queryFn: () =>
      apiClient.get<TransactionPage>('/client/my-transactions', {
        query: { version: 'v2', offset: ALL_TRANSACTIONS_PAGE_SIZE, page: 1 },
      }),
    staleTime: 30_000,
  });
}
