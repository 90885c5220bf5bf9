/** Texts of the recipients' review desk (not part of the customer spec). */
export const REVIEW_MESSAGES = {
  confirmed: (name: string) => `Получатель ${name} подтверждён`,
  cancelled: (name: string) => `Получатель ${name} отклонён`,
  actionFailed: 'Не удалось изменить статус получателя',
  reveal: 'Показать',
  revealNote: 'Номер паспорта и ИНН скрыты; каждый просмотр записывается в журнал',
  revealFailed: 'Не удалось показать паспортные данные',
} as const;
