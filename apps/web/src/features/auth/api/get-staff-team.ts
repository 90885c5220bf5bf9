import type { StaffTeam } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';

const teamQueryKey = ['staff', 'team'] as const;

/** GET /api/staff/team: colleagues with their roles, last sign-in and pending invitations. */
export function useStaffTeam() {
  return useQuery({ queryKey: teamQueryKey, queryFn: () => apiClient.get<StaffTeam>('/staff/team') });
}
