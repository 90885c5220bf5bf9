import { Api } from 'grammy';
import type { TelegramConfig } from './telegram-config.js';
import type { Notifier } from '../notifiers/notifier.js';

/** The Bot API client of grammY, at the configured API root (a local stand-in in tests). */
export function telegramApi(config: TelegramConfig): Api {
  // A hanging Bot API fails the attempt after 30 s instead of holding a worker for grammY's default 500 s.
  return new Api(config.botToken, { apiRoot: config.apiRoot, timeoutSeconds: 30 });
}

/**
 * Telegram messages through the bot (grammY's `Api.sendMessage`); an error of the Bot API (or no answer) throws,
 * which fails the delivery's attempt. The link goes in the text: Telegram shows it as a link.
 */
export function telegramNotifier(api: Api): Notifier {
  return {
    channel: 'telegram',
    async send(chatId, message) {
      await api.sendMessage(chatId, `${message.subject}\n${message.text}\n\n${message.link}`, {
        link_preview_options: { is_disabled: true },
      });
    },
  };
}
