import type { MessageResponse } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useTeamChange } from './team-change';

/** PUT /api/staff/team/{id}/deactivate or …/activate. */
export function useSetStaffActive() {
  return useTeamChange(({ id, active }: { id: number; active: boolean }) =>
    apiClient.put<MessageResponse>(`/staff/team/${id}/${active ? 'activate' : 'deactivate'}`),
  );
}
