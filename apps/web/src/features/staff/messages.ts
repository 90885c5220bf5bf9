/** Texts of the staff desk (not part of the customer spec). */
export const STAFF_MESSAGES = {
  confirmed: (name: string) => `Получатель ${name} подтверждён`,
  cancelled: (name: string) => `Получатель ${name} отклонён`,
  actionFailed: 'Не удалось изменить статус получателя',
} as const;
