import type { StaffCargo } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { cargoQueryKeys } from './keys';

/** GET /api/staff/cargo/{id}: one customer's cargo with the owner's e-mail (the cargo's desk page). */
export function useStaffCargoItem(id: number | null) {
  return useQuery({
    queryKey: cargoQueryKeys.staff.item(id),
    queryFn: ({ signal }) => apiClient.get<StaffCargo>(`/staff/cargo/${id}`, { signal }),
    enabled: id !== null,
  });
}
