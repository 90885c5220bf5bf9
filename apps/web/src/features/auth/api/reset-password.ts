import type { MessageResponse } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';

/** PUT /api/client/reset-password?token=… — the reset token travels in the query, never as a bearer. */
export function useResetPassword() {
  return useAction({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      apiClient.put<MessageResponse>(
        '/client/reset-password',
        { password },
        { auth: 'none', query: { token } },
      ),
  });
}
