import {
  CARGO_STATUS_TITLE,
  DEFAULT_TICKET_AUTO_CLOSE_DAYS,
  GOOD_STATUS_TITLE,
  NOTIFICATION_KIND_TITLE,
  type NotificationKind,
  ORDER_UNIT_STATUS_TITLE,
  PARCEL_STATUS_TITLE,
  PHOTO_APPROVAL_MESSAGES,
  RECIPIENT_STATUS_TITLE,
  STORAGE_MESSAGES,
  TICKET_AUTO_CLOSE_MESSAGES,
  TICKET_STATUS_TITLE,
  TOP_UP_STATUS_TITLE,
} from '@cargo/domain';

/** What a channel sends and the bell shows: Russian, with a link to the object's own page in the cabinet. */
export interface NotificationMessage {
  subject: string;
  text: string;
  link: string;
}

/** An event's row as the texts need it. */
export interface EventFacts {
  kind: string;
  objectId: number | null;
  statusId: number | null;
  action: string | null;
  data: Record<string, unknown>;
}

const STATUS_TITLES: Partial<Record<NotificationKind, Record<number, string>>> = {
  good: GOOD_STATUS_TITLE,
  parcel: PARCEL_STATUS_TITLE,
  cargo: CARGO_STATUS_TITLE,
  recipient: RECIPIENT_STATUS_TITLE,
  topUp: TOP_UP_STATUS_TITLE,
  orderUnit: ORDER_UNIT_STATUS_TITLE,
  ticket: TICKET_STATUS_TITLE,
};

/** The object's name in a sentence ("Посылка № 12"). */
const OBJECT_NAME: Record<NotificationKind, string> = {
  good: 'Товар',
  parcel: 'Посылка',
  cargo: 'Груз',
  recipient: 'Получатель',
  topUp: 'Пополнение баланса',
  orderUnit: 'Позиция заказа «Поможем купить»',
  credit: 'Начисление',
  ticket: 'Обращение',
};

/** The object's page in the web cabinet (apps/web/src/app/routes.tsx). */
function pathOf(kind: NotificationKind, objectId: number | null): string {
  switch (kind) {
    case 'parcel':
      return objectId ? `/parcels/${objectId}` : '/parcels';
    case 'good':
      return '/products';
    case 'cargo':
      return '/cargo';
    case 'recipient':
      return '/recipients';
    case 'orderUnit':
      return '/orders';
    case 'ticket':
      return objectId ? `/customer-support/chat/${objectId}` : '/customer-support';
    case 'topUp':
    case 'credit':
      return '/finance';
  }
}

const isKind = (kind: string): kind is NotificationKind => kind in OBJECT_NAME;

function creditText(data: Record<string, unknown>): string {
  const amount =
    data.amount !== undefined ? `${String(data.amount)} ${String(data.currency ?? '')}`.trim() : '';
  if (data.source === 'referral') return `Начислено реферальное вознаграждение: ${amount}.`;
  return `По промокоду ${String(data.code ?? '')} на счёт зачислено ${amount}.`.replace('  ', ' ');
}

/** The bell's title and text and the channels' message for one event. */
export function renderEvent(event: EventFacts, publicUrl: string): NotificationMessage {
  const kind: NotificationKind = isKind(event.kind) ? event.kind : 'ticket';
  const link = `${publicUrl}${pathOf(kind, event.objectId)}`;
  const name = event.objectId ? `${OBJECT_NAME[kind]} № ${event.objectId}` : OBJECT_NAME[kind];
  if (kind === 'credit') {
    return { subject: 'Зачисление на счёт', text: creditText(event.data), link };
  }
  if (kind === 'good' && event.action === 'photosUploaded' && event.objectId) {
    return {
      subject: `Фото товара № ${event.objectId}`,
      text: PHOTO_APPROVAL_MESSAGES.uploadedNotice(event.objectId),
      link: `${publicUrl}/product?edit=${event.objectId}&section=onstore`,
    };
  }
  if (kind === 'parcel' && event.action === 'insuranceClaim') {
    const amount = `${String(event.data.amount ?? '')} ${String(event.data.currency ?? 'RUB')}`.trim();
    return {
      subject: `Страховое возмещение: ${name}`,
      text: `${name}: оформлен страховой случай, на счёт зачислено ${amount}. ${String(event.data.reason ?? '')}`.trim(),
      link,
    };
  }
  if (kind === 'ticket' && event.action === 'answer') {
    return {
      subject: `Ответ поддержки по обращению № ${event.objectId}`,
      text: 'Поддержка ответила на ваше обращение.',
      link,
    };
  }
  if (kind === 'ticket' && event.action === 'autoClose' && event.objectId) {
    return {
      subject: TICKET_AUTO_CLOSE_MESSAGES.noticeSubject(event.objectId),
      text: TICKET_AUTO_CLOSE_MESSAGES.noticeText(Number(event.data.days ?? DEFAULT_TICKET_AUTO_CLOSE_DAYS)),
      link,
    };
  }
  if (kind === 'good' && event.action === 'storageReminder' && event.objectId) {
    return {
      subject: STORAGE_MESSAGES.reminderSubject(event.objectId),
      text: STORAGE_MESSAGES.reminderText(
        event.objectId,
        String(event.data.date ?? ''),
        String(event.data.fee ?? '0'),
      ),
      link,
    };
  }
  const status = event.statusId === null ? null : STATUS_TITLES[kind]?.[event.statusId];
  const text = status ? `${name}: новый статус «${status}».` : `${name}: статус изменён.`;
  return { subject: `${NOTIFICATION_KIND_TITLE[kind]}: ${name}`, text, link };
}
