/** Texts of the staff desk (not part of the customer spec). */
export const STAFF_MESSAGES = {
  receiveFailed: 'Не удалось принять посылку',
  photoReportAdded: 'Фотоотчёт добавлен',
  photoReportFailed: 'Не удалось загрузить фотоотчёт',
  goodStatusChanged: (title: string) => `Статус товара: ${title}`,
  goodStatusFailed: 'Не удалось изменить статус товара',
} as const;
