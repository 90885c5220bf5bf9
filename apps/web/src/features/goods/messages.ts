import { UI_LABELS } from '../../shared/config/uiLabels';

/** Texts of the goods screens that the domain package does not carry (spec section 8). */
export const GOODS_WEB_MESSAGES = {
  deleteFailed: 'Не удалось удалить груз',
  loadFailed: 'Не могу получить товар',
  readyLoadFailed: 'Не могу получить готовые товар',
  createFailed: (message: string) => `Не удалось создать Товары: ${message}`,
  updateFailed: 'Не удалось редактировать товар',
  imageUploaded: 'Изображение успешно загружено',
  cloudDeleteFailed: 'Не удалось удалить изображение из облако.',
  trackExists:
    'Этот трек-номер уже зарегистрирован в вашем кабинете. Если это та же посылка, проверьте, не добавлены ли товары дважды.',
  somethingWrong: 'Что то пошло не так',
} as const;

/** Labels several goods screens (the customer's and the warehouse desk's) show. */
export const GOODS_LABELS = {
  /** The photo helper's button (the spec's «AI fill»), in Russian. */
  photoFill: 'Заполнить по фото',
  photoFillInput: 'Скриншот заказа для заполнения по фото',
  withCheck: 'С проверкой',
  withoutCheck: 'Без проверки',
  reason: 'Причина',
  track: 'Трек-номер',
  loading: UI_LABELS.loading,
  loadingOptions: 'Загрузка…',
  createGood: 'Создать товар',
  duplicateGood: 'Дублировать товар',
} as const;
