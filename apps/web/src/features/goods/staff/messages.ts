/** Texts of the warehouse desk (not part of the customer spec). */
export const DESK_MESSAGES = {
  receiveFailed: 'Не удалось принять посылку',
  photoReportAdded: 'Фотоотчёт добавлен',
  photoReportFailed: 'Не удалось загрузить фотоотчёт',
  goodStatusChanged: (title: string) => `Статус товара: ${title}`,
  goodStatusFailed: 'Не удалось изменить статус товара',
} as const;
