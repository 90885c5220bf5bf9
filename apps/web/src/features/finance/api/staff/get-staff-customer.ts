import type { StaffCustomer } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys } from '../keys';

const keys = financeQueryKeys.staff;

export function useStaffCustomer(id: number | null) {
  return useQuery({
    queryKey: keys.customer(id ?? 0),
    queryFn: () => apiClient.get<StaffCustomer>(`/staff/customers/${id}`),
    enabled: id !== null,
  });
}
