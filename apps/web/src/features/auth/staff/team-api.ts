import type {
  MessageResponse,
  StaffInvitation,
  StaffInvitationInput,
  StaffRole,
  StaffTeam,
} from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';

const teamQueryKey = ['staff', 'team'] as const;

/** GET /api/staff/team: colleagues with their roles, last sign-in and pending invitations. */
export function useStaffTeam() {
  return useQuery({ queryKey: teamQueryKey, queryFn: () => apiClient.get<StaffTeam>('/staff/team') });
}

/** A team change: the team (and the member's own roles, which may be among those changed) reload after it. */
function useTeamChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation<R, Error, V>({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** POST /api/staff/team/invitations: a new staff account with its roles and a one-time link to set a password. */
export function useInviteStaffMember() {
  return useTeamChange((body: StaffInvitationInput) =>
    apiClient.post<StaffInvitation>('/staff/team/invitations', body),
  );
}

/** PUT /api/staff/team/{id}/roles. */
export function useChangeStaffRoles() {
  return useTeamChange(({ id, roles }: { id: number; roles: StaffRole[] }) =>
    apiClient.put<MessageResponse>(`/staff/team/${id}/roles`, { roles }),
  );
}

/** PUT /api/staff/team/{id}/deactivate or …/activate. */
export function useSetStaffActive() {
  return useTeamChange(({ id, active }: { id: number; active: boolean }) =>
    apiClient.put<MessageResponse>(`/staff/team/${id}/${active ? 'activate' : 'deactivate'}`),
  );
}
