/** Texts of the web app that the domain package does not carry. */
export const WEB_MESSAGES = {
  somethingWrong: 'Что то пошло не так, обратитесь в поддержку',
  topUpUnavailable:
    'Онлайн-пополнение сейчас подключается. Пока оно недоступно, пополнить баланс можно через службу поддержки: напишите нам, и менеджер пришлёт реквизиты для оплаты.',
  supportInCabinetSoon: 'Скоро обращения через личный кабинет появятся в разделе «Помощь».',
  copied: 'Ссылка скопирована',
  promoFailed: 'Не удалось активировать промокод',
} as const;
