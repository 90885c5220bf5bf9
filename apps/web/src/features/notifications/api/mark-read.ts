import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { NOTIFICATIONS_QUERY_ROOT } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/notifications/read: these events (or, with no ids, every event) read; answers the unread left. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (ids?: number[]) =>
      apiClient.post<{ unread: number }>('/notifications/read', ids ? { ids } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_ROOT }),
  });
}
