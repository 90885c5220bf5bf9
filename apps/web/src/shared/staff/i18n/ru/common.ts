import { COMMON_MESSAGES } from '@cargo/domain';

/**
 * The desk's words for the components the customer cabinet shares (decision 066): the cancel-with-refund modal,
 * a ticket's conversation and reply box, an object's history. Russian exactly as those components show it.
 */
export const common = {
  somethingWrong: COMMON_MESSAGES.somethingWrong as string,
  cancelWithRefund: {
    title: 'Отменить {{what}} с возвратом',
    refundBefore: 'Клиенту вернётся',
    wholePayment: 'вся оплата',
    refundAfter: 'на рублёвый счёт. Отменить это действие нельзя.',
    refundAfterGoodsBack:
      'на рублёвый счёт, а товары вернутся на полку склада. Отменить это действие нельзя.',
    reason: 'Причина (увидит клиент)',
    keep: 'Не отменять',
    confirm: 'Отменить и вернуть деньги',
  },
  conversation: {
    log: 'Переписка',
    empty: 'Сообщений пока нет',
    internalNote: 'Внутренняя заметка, клиент её не видит',
    support: 'Служба поддержки',
    you: 'Вы',
    attachment: 'Вложение {{n}}',
  },
  composer: {
    label: 'Ваше сообщение',
    placeholder: 'Напишите сообщение',
    send: 'Отправить',
    attach: 'Прикрепить изображение',
    uploading: 'Загружаем изображение',
    uploadFailed: 'Не удалось загрузить изображение',
    list: 'Прикреплённые изображения',
    image: 'Изображение {{n}}',
    remove: 'Убрать изображение {{n}}',
    progress: '{{current}} из {{total}}',
  },
  history: {
    label: 'История',
    loading: 'Загрузка истории',
    loadFailed: 'Не удалось загрузить историю',
    empty: 'Сотрудники ещё ничего не меняли.',
    reason: 'Причина: {{reason}}',
  },
};
