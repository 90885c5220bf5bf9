import type { signUpSchema } from '@cargo/domain';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import type { AuthTokens } from './sign-in';

export type SignUpBody = z.output<typeof signUpSchema>;

/** POST /api/client/sign-up. The customer signs in afterwards, so the returned tokens are not kept. */
export function useSignUp() {
  return useAction({
    mutationFn: (body: SignUpBody) => apiClient.post<AuthTokens>('/client/sign-up', body, { auth: 'none' }),
  });
}
