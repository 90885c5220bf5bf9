import type { CurrencyCcy, RateChangePage } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys, STAFF_PAGE_SIZE } from '../keys';

/** Whose history: a table currency or the margin. */
export type RateSubject = Exclude<CurrencyCcy, 'RUB'> | 'margin';

/** Every value a rate or the margin took: GET …/currency-rates/{currency}/history or …/margin/history. */
export function useRateHistory(subject: RateSubject, page = 1) {
  const path =
    subject === 'margin'
      ? '/staff/finance-settings/margin/history'
      : `/staff/currency-rates/${subject}/history`;
  return useQuery({
    queryKey: financeQueryKeys.staff.rateHistory(subject, page),
    queryFn: () => apiClient.get<RateChangePage>(path, { query: { page, offset: STAFF_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
