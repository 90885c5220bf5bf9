import { NOTIFICATION_CHANNEL_TITLE, NOTIFICATION_KIND_TITLE, NOTIFICATION_MESSAGES } from '@cargo/domain';

/** /staff/notifications: deliveries that failed every attempt. */
export const notifications = {
  title: 'Недоставленные уведомления',
  intro: 'Доставки, которые не удались после всех попыток. «Повторить» ставит доставку в очередь заново.',
  none: 'Недоставленных уведомлений нет',
  loadFailed: NOTIFICATION_MESSAGES.loadFailed as string,
  retry: 'Повторить',
  customerNumber: '№ {{id}}',
  columns: {
    customer: 'Клиент',
    channel: 'Канал',
    kind: 'Событие',
    attempts: 'Попыток',
    lastError: 'Последняя ошибка',
    failedAt: 'Не доставлено',
  },
  channels: { ...NOTIFICATION_CHANNEL_TITLE },
  kinds: { ...NOTIFICATION_KIND_TITLE },
};
