import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { NOTIFICATIONS_QUERY_ROOT } from './keys';

/** POST /api/notifications/read: these events (or, with no ids, every event) read; answers the unread left. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      apiClient.post<{ unread: number }>('/notifications/read', ids ? { ids } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_ROOT }),
  });
}
