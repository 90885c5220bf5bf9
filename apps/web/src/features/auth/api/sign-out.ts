import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiClient } from '../../../shared/api/apiClient';
import { tokenStorage } from '../../../shared/api/tokenStorage';

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
