import type { signInSchema, signUpSchema } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { apiClient } from '../../shared/api/apiClient';
import { tokenStorage } from '../../shared/api/tokenStorage';

export interface AuthTokens {
  token: string;
  refreshToken: string;
}

interface MessageAnswer {
  message: string;
}

export type SignInBody = z.output<typeof signInSchema>;
export type SignUpBody = z.output<typeof signUpSchema>;

/** POST /api/client/sign-in; on success the tokens are stored and the previous customer's cache dropped. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) => apiClient.post<AuthTokens>('/client/sign-in', body, { auth: 'none' }),
    onSuccess: ({ token, refreshToken }) => {
      queryClient.clear();
      tokenStorage.setTokens(token, refreshToken);
    },
  });
}

/** POST /api/client/sign-up. The customer signs in afterwards, so the returned tokens are not kept. */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUpBody) => apiClient.post<AuthTokens>('/client/sign-up', body, { auth: 'none' }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      apiClient.post<MessageAnswer>('/client/forgot-password', body, { auth: 'none' }),
  });
}

/** PUT /api/client/reset-password?token=… — the reset token travels in the query, never as a bearer. */
export function useResetPassword() {
  return useMutation({
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
    const refreshToken = tokenStorage.getRefreshToken() ?? undefined;
    try {
      await apiClient.post<void>('/client/sign-out', { refreshToken });
    } catch {
      // The local session ends regardless of the server's answer.
    }
    tokenStorage.clearTokens('signOut');
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
