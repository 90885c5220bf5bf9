import type { Page, Recipient, RecipientStatusId, StaffRecipient } from '@cargo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { recipientQueryKeys, STAFF_PAGE_SIZE } from './keys';

/** GET /api/staff/recipients?status: the review queue (1), confirmed (2) or cancelled (3) recipients. */
export function useStaffRecipients(status: RecipientStatusId, page: number) {
  return useQuery({
    queryKey: recipientQueryKeys.staffPage(status, page),
    queryFn: () =>
      apiClient.get<Page<StaffRecipient>>('/staff/recipients', {
        query: { status, page, offset: STAFF_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
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
  return useMutation({
    mutationFn: (recipient: Reviewed) =>
      apiClient.put<Recipient>(`/staff/recipients/${recipient.id}/confirm`, undefined, {
        query: { updatedAt: recipient.updatedAt },
      }),
    onSettled: invalidate,
  });
}

export function useCancelRecipient() {
  const invalidate = useInvalidateStaffRecipients();
  return useMutation({
    mutationFn: ({ recipient, reason }: { recipient: Reviewed; reason: string }) =>
      apiClient.put<Recipient>(
        `/staff/recipients/${recipient.id}/cancel`,
        { reason },
        { query: { updatedAt: recipient.updatedAt } },
      ),
    onSettled: invalidate,
  });
}
