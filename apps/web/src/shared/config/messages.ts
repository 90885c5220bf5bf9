import { COMMON_MESSAGES } from '@cargo/domain';

/** Texts of the web app that the domain package does not carry. */
export const WEB_MESSAGES = {
  /** Kept for the screens that read it here; the text is the domain's. */
  somethingWrong: COMMON_MESSAGES.somethingWrong,
  copied: 'Ссылка скопирована',
  promoFailed: 'Не удалось активировать промокод',
} as const;
