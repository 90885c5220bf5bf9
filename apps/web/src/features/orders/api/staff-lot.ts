import type { StaffLot } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { STAFF_LOTS_KEY } from './staff-lot-mutation';

/** GET /api/staff/orders/lots/{id}: one lot of any customer as the buyer's desk shows it (the lot's page). */
export function useStaffLot(id: number | null) {
  return useQuery({
    queryKey: [...STAFF_LOTS_KEY, 'lot', id] as const,
    queryFn: ({ signal }) => apiClient.get<StaffLot>(`/staff/orders/lots/${id}`, { signal }),
    enabled: id !== null,
  });
}
