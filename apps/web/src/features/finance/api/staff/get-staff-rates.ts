import type { StaffRates } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys } from '../keys';

const keys = financeQueryKeys.staff;

export function useStaffRates() {
  return useQuery({
    queryKey: keys.rates,
    queryFn: () => apiClient.get<StaffRates>('/staff/currency-rates'),
  });
}
