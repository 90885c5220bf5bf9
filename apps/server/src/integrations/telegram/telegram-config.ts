/** The Telegram bot's settings, as config.ts reads them (the integration owns the shape). */
export interface TelegramConfig {
  botToken: string;
  botUsername: string;
  webhookSecret: string;
  apiRoot: string;
}
