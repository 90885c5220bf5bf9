/** Texts of the staff desk (not part of the customer spec). */
export const STAFF_MESSAGES = {
  confirmed: (name: string) => `Получатель ${name} подтверждён`,
  cancelled: (name: string) => `Получатель ${name} отклонён`,
  actionFailed: 'Не удалось изменить статус получателя',
  receiveFailed: 'Не удалось принять посылку',
  photoReportAdded: 'Фотоотчёт добавлен',
  photoReportFailed: 'Не удалось загрузить фотоотчёт',
  goodStatusChanged: (title: string) => `Статус товара: ${title}`,
  goodStatusFailed: 'Не удалось изменить статус товара',
} as const;
