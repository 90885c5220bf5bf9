/** Toasts of spec section 8 that the domain does not carry yet (the domain's PARCEL_MESSAGES has the rest). */
export const PARCEL_WEB_MESSAGES = {
  sentToAssembly: 'Посылка успешно отправлена на комплектацию',
  sendToAssemblyFailed: 'Не удалось отправить посылку на комплектацию',
  archived: 'Посылки успешно архивированы',
  archiveFailed: 'Не удалось архивировать посылки',
  updated: 'Посылка успешно обновлена',
  deleted: 'Посылка успешно удалена',
  cargoCreated: (id: number) => `Карго ${id} успешно создана`,
  paid: (id: number) => `Посылка ${id} оплачена`,
  payFailed: 'Не удалось оплатить посылку',
  deleteFailed: 'Не удалось удалить посылку',
} as const;

/** Close delays of spec section 9: the form closes 4000 ms after an update, the page 2000 ms after a delete. */
export const CLOSE_AFTER_UPDATE_MS = 4000;
export const CLOSE_AFTER_DELETE_MS = 2000;
