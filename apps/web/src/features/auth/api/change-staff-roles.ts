import type { MessageResponse, StaffRole } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useTeamChange } from './team-change';

/** PUT /api/staff/team/{id}/roles. */
export function useChangeStaffRoles() {
  return useTeamChange(({ id, roles }: { id: number; roles: StaffRole[] }) =>
    apiClient.put<MessageResponse>(`/staff/team/${id}/roles`, { roles }),
  );
}
