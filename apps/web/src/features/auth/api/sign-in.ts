import type { signInSchema, tokenPairSchema } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { tokenStorage } from '../../../shared/api/tokenStorage';
import { useAction } from '../../../shared/api/useAction';

export type AuthTokens = z.infer<typeof tokenPairSchema>;
export type SignInBody = z.output<typeof signInSchema>;

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
