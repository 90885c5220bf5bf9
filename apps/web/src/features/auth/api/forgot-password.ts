import type { MessageResponse } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/client/forgot-password: the reset link is mailed. */
export function useForgotPassword() {
  return useAction({
    mutationFn: (body: { email: string }) =>
      apiClient.post<MessageResponse>('/client/forgot-password', body, { auth: 'none' }),
  });
}
