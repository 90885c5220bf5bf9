import type { NotificationSettingsView } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { notificationsQueryKeys } from './keys';

/** DELETE /api/notifications/telegram: «Отключить», the chat no longer gets notifications. */
export function useUnlinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<NotificationSettingsView>('/notifications/telegram'),
    onSuccess: (saved) => queryClient.setQueryData(notificationsQueryKeys.settings(), saved),
  });
}
