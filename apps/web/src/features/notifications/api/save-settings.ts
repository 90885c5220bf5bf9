import type { NotificationSettingsInput, NotificationSettingsView } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { notificationsQueryKeys } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** PUT /api/notifications/settings: the channels per kind; answers the settings as saved. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: NotificationSettingsInput) =>
      apiClient.put<NotificationSettingsView>('/notifications/settings', input),
    onSuccess: (saved) => queryClient.setQueryData(notificationsQueryKeys.settings(), saved),
  });
}
