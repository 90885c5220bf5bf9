import type { StaffMe } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';

export const staffMeQueryKey = ['staff', 'me'] as const;

/** GET /api/staff/me: the signed-in member's name and roles. */
export function useStaffMe() {
  return useQuery({
    queryKey: staffMeQueryKey,
    queryFn: () => apiClient.get<StaffMe>('/staff/me'),
    staleTime: 60_000,
  });
}
