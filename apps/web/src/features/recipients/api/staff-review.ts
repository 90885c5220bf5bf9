import type {
  DeskCounters,
  Page,
  Recipient,
  RecipientPersonalData,
  RecipientStatusId,
  StaffRecipient,
} from '@cargo/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { recipientQueryKeys, STAFF_PAGE_SIZE } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** GET /api/staff/recipients?status&q: the review queue (1), confirmed (2) or cancelled (3) recipients found. */
export function useStaffRecipients(status: RecipientStatusId, page: number, q = '') {
  return useQuery({
    queryKey: recipientQueryKeys.staffPage(status, page, q),
    queryFn: () =>
      apiClient.get<Page<StaffRecipient>>('/staff/recipients', {
        query: { status, page, offset: STAFF_PAGE_SIZE, q: q || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/recipients/counters?q: how many recipients the search finds in each status (the tabs' counts). */
export function useStaffRecipientCounters(q: string, enabled = true) {
  return useQuery({
    queryKey: recipientQueryKeys.staffCounters(q),
    queryFn: ({ signal }) =>
      apiClient.get<DeskCounters>('/staff/recipients/counters', { signal, query: { q: q || undefined } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/staff/recipients/{id}: one customer's recipient with the customer (the recipient's desk page). */
export function useStaffRecipient(id: number | null) {
  return useQuery({
    queryKey: recipientQueryKeys.staffRecipient(id),
    queryFn: ({ signal }) => apiClient.get<StaffRecipient>(`/staff/recipients/${id}`, { signal }),
    enabled: id !== null,
  });
}

function useInvalidateStaffRecipients() {
  const queryClient = useQueryClient();
  // Not awaited: the caller's own callbacks (toasts) must run before the list reloads and the row that
  // started the mutation unmounts, or they would be skipped.
  return () => void queryClient.invalidateQueries({ queryKey: recipientQueryKeys.staff });
}

/** The version the desk showed goes along: a decision never lands on data the customer changed since. */
type Reviewed = Pick<StaffRecipient, 'id' | 'updatedAt'>;

export function useConfirmRecipient() {
  const invalidate = useInvalidateStaffRecipients();
  return useAction({
    mutationFn: (recipient: Reviewed) =>
      apiClient.put<Recipient>(`/staff/recipients/${recipient.id}/confirm`, undefined, {
        query: { updatedAt: recipient.updatedAt },
      }),
    onSettled: invalidate,
  });
}

export function useCancelRecipient() {
  const invalidate = useInvalidateStaffRecipients();
  return useAction({
    mutationFn: ({ recipient, reason }: { recipient: Reviewed; reason: string }) =>
      apiClient.put<Recipient>(
        `/staff/recipients/${recipient.id}/cancel`,
        { reason },
        { query: { updatedAt: recipient.updatedAt } },
      ),
    onSettled: invalidate,
  });
}

/**
 * POST /api/staff/recipients/{id}/reveal: the passport number and INN without the mask (decision 064). Each call is
 * an audit row on the server, so the answer is kept only in the card that asked for it, never in the query cache.
 */
export function useRevealPersonalData() {
  return useAction({
    mutationFn: (id: number) => apiClient.post<RecipientPersonalData>(`/staff/recipients/${id}/reveal`),
    // Every «Показать» is a view of its own, audited as such.
    repeatAfterSuccessMs: 0,
  });
}
