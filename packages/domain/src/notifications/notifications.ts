import { z } from 'zod';
import { idField, idParam, pageQuery } from '../shared/fields.js';
import { HIGHLIGHTED_GOOD_STATUSES } from '../goods/good-statuses.js';

/**
 * Notifications: every status change of a customer's object, every promo or referral credit and every staff answer
 * on a ticket is one event for its owner, written in the change's transaction. The customer sees the events (the
 * bell and the list) and chooses per kind which channels deliver them; delivery runs on the durable job queue.
 * Answers: `notifications-answers.ts`. Decision: 029-notifications-and-the-job-queue.md.
 */

/**
 * What an event is about; a status change's kind is its entity (transitions.ts), the rest are their own. The
 * customer chooses channels per kind; `goodDecision` and `storage` are kinds of choice only: a good's events that
 * wait for the customer's answer or cost money are chosen apart from the rest of the goods' (`preferenceKindOf`).
 */
export const NOTIFICATION_KINDS = [
  'good',
  'goodDecision',
  'storage',
  'parcel',
  'cargo',
  'recipient',
  'topUp',
  'orderUnit',
  'credit',
  'ticket',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_TITLE: Record<NotificationKind, string> = {
  good: 'Товары',
  goodDecision: 'Товары, которые ждут вашего решения (фото, проблемы)',
  storage: 'Платное хранение товаров',
  parcel: 'Посылки',
  cargo: 'Грузы',
  recipient: 'Проверка получателей',
  topUp: 'Пополнения баланса',
  orderUnit: 'Поможем купить',
  credit: 'Промокоды и реферальные начисления',
  ticket: 'Ответы поддержки',
};

/** Delivery channels besides the cabinet itself (the bell always shows every event). */
export const NOTIFICATION_CHANNELS = ['email', 'telegram'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_TITLE: Record<NotificationChannel, string> = {
  email: 'Эл. почта',
  telegram: 'Telegram',
};

/**
 * A new customer's choice: e-mail for what needs their answer or costs money (photos to approve, a problem with a
 * good, paid storage ahead, a parcel to pay, a price to confirm…), Telegram for everything; the goods' other status
 * changes only in the bell and Telegram.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: Record<
  NotificationKind,
  Record<NotificationChannel, boolean>
> = {
  good: { email: false, telegram: true },
  goodDecision: { email: true, telegram: true },
  storage: { email: true, telegram: true },
  parcel: { email: true, telegram: true },
  cargo: { email: true, telegram: true },
  recipient: { email: true, telegram: true },
  topUp: { email: true, telegram: true },
  orderUnit: { email: true, telegram: true },
  credit: { email: true, telegram: true },
  ticket: { email: true, telegram: true },
};

/** What an event carries that decides whose choice of channels applies. */
export interface NotificationEventFacts {
  kind: string;
  action?: string | null;
  statusId?: number | null;
  /** Who did it (`data.actor`): customer, staff, provider, system. */
  actor?: unknown;
}

/** The kind whose channels deliver an event: a good's photos to approve, problem or storage reminder have their own. */
export function preferenceKindOf(event: NotificationEventFacts): NotificationKind {
  if (event.kind === 'good') {
    if (event.action === 'storageReminder') return 'storage';
    if (event.action === 'photosUploaded') return 'goodDecision';
    if (event.statusId != null && HIGHLIGHTED_GOOD_STATUSES.includes(event.statusId)) return 'goodDecision';
  }
  return event.kind as NotificationKind;
}

/**
 * Steps the customer took themselves though another actor records them: a card top-up is opened by the provider
 * the moment the customer starts paying (status «Ожидает оплаты»), while they are on the payment page.
 */
const STARTED_BY_THE_CUSTOMER: Partial<Record<NotificationKind, readonly string[]>> = {
  topUp: ['open'],
};

/**
 * The customer-action rule (decision 029): what the customer did themselves is shown in the bell and sent nowhere —
 * they know what they did.
 */
export function isCustomersOwnStep(event: NotificationEventFacts): boolean {
  if (event.actor === 'customer') return true;
  const started = STARTED_BY_THE_CUSTOMER[event.kind as NotificationKind];
  return Boolean(event.action && started?.includes(event.action));
}

/** Attempts a delivery gets (the first and the retries, with back-off) before it lands in the dead letters. */
export const NOTIFICATION_RETRY_LIMIT = 5;
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How long a Telegram deep-link code stays valid. */
export const TELEGRAM_LINK_TTL_MINUTES = 15;

export const NOTIFICATION_MESSAGES = {
  bell: 'Уведомления',
  empty: 'Уведомлений пока нет',
  markAllRead: 'Отметить все прочитанными',
  settingsSaved: 'Настройки уведомлений сохранены',
  settingsFailed: 'Не удалось сохранить настройки уведомлений',
  loadFailed: 'Не удалось загрузить уведомления',
  telegramOff: 'Telegram-бот не подключён к сервису: уведомления в Telegram недоступны',
  telegramNotLinked: 'не подключён',
  telegramLinked: 'Telegram подключён',
  telegramUnlinked: 'Telegram отключён',
  telegramLinkExpired: 'Ссылка устарела. Получите новую в профиле.',
  telegramBound: 'Готово! Уведомления из личного кабинета будут приходить в этот чат.',
  telegramUnbound: 'Уведомления в этот чат отключены.',
  telegramHello: 'Чтобы получать уведомления, откройте ссылку из профиля в личном кабинете.',
  deadLetterRetried: 'Доставка поставлена в очередь повторно',
  deliveryNotFound: 'Доставка не найдена',
} as const;

const channelChoice = z.object({ email: z.boolean(), telegram: z.boolean() });

/** `PUT /api/notifications/settings`: the channels per kind (kinds left out keep their choice). */
export const notificationSettingsSchema = z.object({
  preferences: z.partialRecord(z.enum(NOTIFICATION_KINDS), channelChoice),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;

/** `GET /api/notifications?page&objectType&objectId&unread`. */
export const notificationListQuerySchema = pageQuery(NOTIFICATIONS_PAGE_SIZE).extend({
  objectType: z.enum(NOTIFICATION_KINDS).optional(),
  objectId: idParam.optional(),
  /** `true`: only the unread ones (a query string's `false` means all, not "true" as z.coerce.boolean reads it). */
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** `POST /api/notifications/read`: these ids, or every event when `ids` is left out. */
export const markNotificationsReadSchema = z.object({
  ids: z.array(idField).max(200).optional(),
});
