import type { DeskCounters, StaffParcelDetails } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { STAFF_KEY } from './staff';

/** GET /api/staff/parcels/{id}: the parcel's desk page (its data, goods, tracking, the desk's facts). */
export function useStaffParcel(id: number | null) {
  return useQuery({
    queryKey: [...STAFF_KEY, 'parcel', id] as const,
    queryFn: ({ signal }) => apiClient.get<StaffParcelDetails>(`/staff/parcels/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** GET /api/staff/parcels/counters?q: how many parcels the search finds in each status (the queues' counts). */
export function useStaffParcelCounters(q: string, enabled = true) {
  return useQuery({
    queryKey: [...STAFF_KEY, 'counters', q] as const,
    queryFn: ({ signal }) =>
      apiClient.get<DeskCounters>('/staff/parcels/counters', { signal, query: { q: q || undefined } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
