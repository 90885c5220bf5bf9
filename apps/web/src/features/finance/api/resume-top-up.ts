import type { ResumeTopUpAnswer } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { financeQueryKeys } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/client/top-ups/{id}/resume: the provider's page of a top-up still waiting, to open again. */
export function useResumeTopUp() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: number) => apiClient.post<ResumeTopUpAnswer>(`/client/top-ups/${id}/resume`),
    // A refusal means the top-up changed (expired, paid): the list reads it again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...financeQueryKeys.all, 'top-ups'] }),
  });
}
