import type { StaffInvitation, StaffInvitationInput } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useTeamChange } from './team-change';

/** POST /api/staff/team/invitations: a new staff account with its roles and a one-time link to set a password. */
export function useInviteStaffMember() {
  return useTeamChange((body: StaffInvitationInput) =>
    apiClient.post<StaffInvitation>('/staff/team/invitations', body),
  );
}
