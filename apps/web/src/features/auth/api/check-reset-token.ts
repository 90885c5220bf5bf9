import type { resetTokenCheckSchema } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';

type ResetTokenCheck = z.infer<typeof resetTokenCheckSchema>;

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
