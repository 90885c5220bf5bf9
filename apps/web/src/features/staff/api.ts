import type { Page, RecipientStatusId } from '@cargo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import type { Recipient } from '../../shared/model/recipient';

/** A recipient as the staff desk sees it: with the customer it belongs to. */
export interface StaffRecipient extends Recipient {
  client: { id: number; email: string; name: string | null };
}

export const STAFF_PAGE_SIZE = 20;

export const staffQueryKeys = {
  recipients: ['staff', 'recipients'] as const,
  recipientsPage: (status: RecipientStatusId, page: number) => ['staff', 'recipients', status, page] as const,
};

/** GET /api/staff/recipients?status: the review queue (1), confirmed (2) or cancelled (3) recipients. */
export function useStaffRecipients(status: RecipientStatusId, page: number) {
  return useQuery({
    queryKey: staffQueryKeys.recipientsPage(status, page),
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
  return () => void queryClient.invalidateQueries({ queryKey: staffQueryKeys.recipients });
}

export function useConfirmRecipient() {
  const invalidate = useInvalidateStaffRecipients();
  return useMutation({
    mutationFn: (id: number) => apiClient.put<StaffRecipient>(`/staff/recipients/${id}/confirm`),
    onSettled: invalidate,
  });
}

export function useCancelRecipient() {
  const invalidate = useInvalidateStaffRecipients();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiClient.put<StaffRecipient>(`/staff/recipients/${id}/cancel`, { reason }),
    onSettled: invalidate,
  });
}
