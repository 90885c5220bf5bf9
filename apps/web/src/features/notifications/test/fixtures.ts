import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationSettingsView,
  type NotificationView,
} from '@cargo/domain';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function notificationFixture(overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id: 1,
    kind: 'parcel',
    objectId: 7,
    statusId: 33,
    title: 'Посылка № 7 взвешена',
    text: 'Посылка ожидает оплаты: 1 250 ₽',
    link: '/parcels/7',
    read: false,
    createdAt: minutesAgo(5),
    ...overrides,
  };
}

export function notificationPage(items: NotificationView[], unread = items.filter((i) => !i.read).length) {
  return { data: items, totalElements: items.length, totalPages: items.length > 0 ? 1 : 0, page: 1, unread };
}

export function settingsFixture(
  telegram: Partial<NotificationSettingsView['telegram']> = {},
): NotificationSettingsView {
  return {
    preferences: structuredClone(DEFAULT_NOTIFICATION_PREFERENCES),
    email: 'ivan@example.ru',
    telegram: { available: false, linked: false, botUsername: null, ...telegram },
  };
}
