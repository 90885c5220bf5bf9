import type {
  MessageResponse,
  StaffInvitation,
  StaffInvitationInput,
  StaffRole,
  StaffTeam,
  messageResponseSchema,
  resetTokenCheckSchema,
  signInSchema,
  signUpSchema,
  tokenPairSchema,
} from '@cargo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { apiClient } from '../../shared/api/apiClient';
import { tokenStorage } from '../../shared/api/tokenStorage';
import { useAction } from '../../shared/api/useAction';

export type AuthTokens = z.infer<typeof tokenPairSchema>;
type MessageAnswer = z.infer<typeof messageResponseSchema>;
type ResetTokenCheck = z.infer<typeof resetTokenCheckSchema>;

export type SignInBody = z.output<typeof signInSchema>;
export type SignUpBody = z.output<typeof signUpSchema>;

/** POST /api/client/sign-in; on success the tokens are stored and the previous customer's cache dropped. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: SignInBody) => apiClient.post<AuthTokens>('/client/sign-in', body, { auth: 'none' }),
    onSuccess: ({ token, refreshToken }) => {
      queryClient.clear();
      tokenStorage.setTokens(token, refreshToken);
    },
  });
}

/** POST /api/client/sign-up. The customer signs in afterwards, so the returned tokens are not kept. */
export function useSignUp() {
  return useAction({
    mutationFn: (body: SignUpBody) => apiClient.post<AuthTokens>('/client/sign-up', body, { auth: 'none' }),
  });
}

export function useForgotPassword() {
  return useAction({
    mutationFn: (body: { email: string }) =>
      apiClient.post<MessageAnswer>('/client/forgot-password', body, { auth: 'none' }),
  });
}

/**
 * GET /api/client/reset-password/check?token=… when the reset page opens: a used or expired link shows its
 * explanation instead of the form. The check does not spend the link.
 */
export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: ['reset-token-check', token],
    queryFn: () =>
      apiClient.get<ResetTokenCheck>('/client/reset-password/check', { auth: 'none', query: { token } }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** PUT /api/client/reset-password?token=… — the reset token travels in the query, never as a bearer. */
export function useResetPassword() {
  return useAction({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      apiClient.put<MessageAnswer>(
        '/client/reset-password',
        { password },
        { auth: 'none', query: { token } },
      ),
  });
}

/** Ends the session on the server (best effort), forgets the tokens and the cached data, goes to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      // No body: the server ends the session the access token names (the API description declares none).
      await apiClient.post<void>('/client/sign-out');
    } catch {
      // The local session ends regardless of the server's answer.
    }
    tokenStorage.clearTokens('signOut');
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}

const teamQueryKey = ['staff', 'team'] as const;

/** GET /api/staff/team: colleagues with their roles, last sign-in and pending invitations. */
export function useStaffTeam() {
  return useQuery({ queryKey: teamQueryKey, queryFn: () => apiClient.get<StaffTeam>('/staff/team') });
}

/** A team change: the team (and the member's own roles, which may be among those changed) reload after it. */
function useTeamChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useAction<R, V>({
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
