import type { NotificationSettingsView } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { notificationsQueryKeys } from './keys';

/** GET /api/notifications/settings: the channels per kind and the Telegram link's state. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationsQueryKeys.settings(),
    queryFn: ({ signal }) => apiClient.get<NotificationSettingsView>('/notifications/settings', { signal }),
  });
}
