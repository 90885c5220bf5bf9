/** Texts of the order screens the domain package does not carry. */
export const ORDERS_WEB_MESSAGES = {
  loadFailed: 'Не удалось загрузить данные',
  emptySection: 'Здесь пока нет заказов',
  emptyNew: 'Новых заказов нет. Создайте заказ: пришлите ссылки на товары, и мы выкупим их за вас.',
  emptyReady:
    'Готовых заказов нет. Готовый заказ — один товар, который мы выкупим и сразу отправим посылкой в один клик.',
  pictureDeleteFailed: 'Не удалось удалить изображение',
} as const;
