/** Texts of the goods screens that the domain package does not carry (spec section 8). */
export const GOODS_WEB_MESSAGES = {
  deleteFailed: 'Не удалось удалить груз',
  acceptFailed: 'Не удалось принять груз',
  returnFailed: 'Не удалось вернуть груз отправителю',
  loadFailed: 'Не могу получить товар',
  readyLoadFailed: 'Не могу получить готовые товар',
  createFailed: (message: string) => `Не удалось создать Товары: ${message}`,
  updateFailed: 'Не удалось редактировать товар',
  ocrFailed: 'Ошибка при обработке изображения. Пожалуйста, попробуйте еще раз.',
  imageUploaded: 'Изображение успешно загружено',
  cloudDeleteFailed: 'Не удалось удалить изображение из облако.',
  pictureDeleteFailed: 'Не удалось удалить изображение из товара',
  trackExists:
    'Этот трек-номер уже зарегистрирован в вашем кабинете. Если это та же посылка, проверьте, не добавлены ли товары дважды.',
  somethingWrong: 'Что то пошло не так',
} as const;
