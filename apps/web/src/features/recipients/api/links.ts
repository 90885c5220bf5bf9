import type { RecipientData, RecipientLink, RecipientLinkState, SelfFillResult } from '@cargo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { recipientQueryKeys } from './keys';
import { useAction } from '../../../shared/api/useAction';

/**
 * GET /api/recipient-client-data/token: the customer's 24-hour link. The server hands out the same link while
 * it is unused, so its "not filled" card appears once.
 */
export function useCreateRecipientLink() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: () => apiClient.get<RecipientLink>('/recipient-client-data/token'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recipientQueryKeys.all }),
  });
}

/* The self-fill link: no account, the link's own token as the bearer, no refresh flow. */

export function useRecipientLinkState(recipientId: number | null, receiverToken: string | null) {
  return useQuery({
    queryKey: recipientQueryKeys.link(recipientId, receiverToken),
    queryFn: () =>
      apiClient.get<RecipientLinkState>(`/recipient-client-data/${recipientId}`, {
        bearer: receiverToken ?? '',
      }),
    enabled: recipientId !== null && Boolean(receiverToken),
    retry: false,
    gcTime: 0,
  });
}

export function useSubmitSelfFill(receiverToken: string) {
  return useAction({
    mutationFn: (body: RecipientData) =>
      apiClient.post<SelfFillResult>('/recipient-client-data/cl', body, { bearer: receiverToken }),
  });
}
