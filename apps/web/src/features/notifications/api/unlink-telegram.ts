import type { NotificationSettingsView } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { notificationsQueryKeys } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** DELETE /api/notifications/telegram: «Отключить», the chat no longer gets notifications. */
export function useUnlinkTelegram() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: () => apiClient.delete<NotificationSettingsView>('/notifications/telegram'),
    onSuccess: (saved) => queryClient.setQueryData(notificationsQueryKeys.settings(), saved),
  });
}
