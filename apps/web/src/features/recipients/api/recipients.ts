import type { Page, Recipient, RecipientData } from '@cargo/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { ACTIVE_RECIPIENTS_PAGE_SIZE, ARCHIVE_PAGE_SIZE, recipientQueryKeys } from './keys';

/** GET /api/client/my-recipient-data: every active recipient (also feeds the sidebar badge). */
export function useActiveRecipients(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: recipientQueryKeys.active,
    queryFn: () =>
      apiClient.get<Page<Recipient>>('/client/my-recipient-data', {
        query: { version: 'v2', page: 1, offset: ACTIVE_RECIPIENTS_PAGE_SIZE },
      }),
    enabled: options.enabled,
    staleTime: 30_000,
  });
}

/**
 * GET /api/client/my-recipient-data?isVerified=true: the confirmed recipients, whom a parcel may go to (the order
 * form and the one-click parcel). Under the recipients' key, so every recipient change reloads it.
 */
export function useVerifiedRecipients(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: recipientQueryKeys.verified,
    queryFn: () =>
      apiClient.get<Page<Recipient>>('/client/my-recipient-data', {
        query: { version: 'v2', page: 1, offset: ACTIVE_RECIPIENTS_PAGE_SIZE, isVerified: true },
      }),
    select: (answer) => answer.data,
    enabled: options.enabled,
    staleTime: 30_000,
  });
}

export function useArchivedRecipients(page: number) {
  return useQuery({
    queryKey: recipientQueryKeys.archive(page),
    queryFn: () =>
      apiClient.get<Page<Recipient>>('/recipient-client-data/archive', {
        query: { page, offset: ARCHIVE_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRecipient(id: number | null) {
  return useQuery({
    queryKey: recipientQueryKeys.one(id ?? 0),
    queryFn: () => apiClient.get<Recipient>(`/recipient-client-data/${id}`),
    enabled: id !== null,
  });
}

/** Every change to a recipient reloads the lists (and with them the sidebar badge). */
function useInvalidateRecipients() {
  const queryClient = useQueryClient();
  // Not awaited: the caller's own callbacks (toasts) must run before the list reloads and the row that
  // started the mutation unmounts, or they would be skipped.
  return () => void queryClient.invalidateQueries({ queryKey: recipientQueryKeys.all });
}

/**
 * POST /api/recipient-client-data/cl for a new recipient, or PUT …/cl/{id} for the one the form was loaded from:
 * its `updatedAt` goes along, so the save never overwrites a review decision the customer has not seen.
 */
export function useSaveRecipient(recipient: Pick<Recipient, 'id' | 'updatedAt'> | null) {
  const invalidate = useInvalidateRecipients();
  return useAction({
    mutationFn: (body: RecipientData, idempotencyKey) =>
      recipient === null
        ? apiClient.post<Recipient>('/recipient-client-data/cl', body, { idempotencyKey })
        : apiClient.put<Recipient>(`/recipient-client-data/cl/${recipient.id}`, body, {
            query: { version: 'v2', updatedAt: recipient.updatedAt },
          }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/recipient-client-data/cl/{id}: moves the recipient to the archive. */
export function useArchiveRecipient() {
  const invalidate = useInvalidateRecipients();
  return useAction({
    mutationFn: (id: number) =>
      apiClient.delete<Recipient>(`/recipient-client-data/cl/${id}`, { query: { version: 'v2' } }),
    onSuccess: invalidate,
  });
}

export function useRestoreRecipient() {
  const invalidate = useInvalidateRecipients();
  return useAction({
    mutationFn: (id: number) =>
      apiClient.put<Recipient>(`/recipient-client-data/cl/${id}/activate`, undefined, {
        query: { version: 'v2' },
      }),
    onSuccess: invalidate,
  });
}
