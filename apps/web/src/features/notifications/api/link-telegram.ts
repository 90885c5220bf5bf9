import type { telegramLinkSchema } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';

export type TelegramLink = z.infer<typeof telegramLinkSchema>;

/** POST /api/notifications/telegram/link: a one-time deep link to the bot (`https://t.me/<bot>?start=<code>`). */
export function useLinkTelegram() {
  return useMutation({
    mutationFn: () => apiClient.post<TelegramLink>('/notifications/telegram/link'),
  });
}
