import type { telegramLinkSchema } from '@cargo/domain';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';

export type TelegramLink = z.infer<typeof telegramLinkSchema>;

/** POST /api/notifications/telegram/link: a one-time deep link to the bot (`https://t.me/<bot>?start=<code>`). */
export function useLinkTelegram() {
  return useAction({
    mutationFn: () => apiClient.post<TelegramLink>('/notifications/telegram/link'),
  });
}
