import {
  CARGO_STATUS_TITLE,
  CURRENCY_SYMBOL,
  type CurrencyCcy,
  customerObjectPath,
  formatMoneyRu,
  DEFAULT_TICKET_AUTO_CLOSE_DAYS,
  GOOD_STATUS_TITLE,
  inSentence,
  type NotificationKind,
  ORDER_UNIT_STATUS_TITLE,
  PARCEL_STATUS_TITLE,
  PHOTO_APPROVAL_MESSAGES,
  RECIPIENT_STATUS_TITLE,
  STORAGE_MESSAGES,
  TICKET_AUTO_CLOSE_MESSAGES,
  TICKET_STATUS_TITLE,
  ticketName,
  TOP_UP_STATUS_TITLE,
} from '@cargo/domain';

/** What a channel sends and the bell shows: Russian, with a link to the object itself in the cabinet. */
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

/** The kinds events are written with (`goodDecision` and `storage` are kinds of choice: their events are goods'). */
type EventKind = Exclude<NotificationKind, 'goodDecision' | 'storage'>;

const STATUS_TITLES: Partial<Record<EventKind, Record<number, string>>> = {
  good: GOOD_STATUS_TITLE,
  parcel: PARCEL_STATUS_TITLE,
  cargo: CARGO_STATUS_TITLE,
  recipient: RECIPIENT_STATUS_TITLE,
  topUp: TOP_UP_STATUS_TITLE,
  orderUnit: ORDER_UNIT_STATUS_TITLE,
  ticket: TICKET_STATUS_TITLE,
};

/**
 * The noun of an event written before its object's name was recorded with it (decision 054): such an event can
 * only say «Посылка № 12». Every event written since carries `data.name`, the object's one name.
 */
const NOUN: Record<EventKind, string> = {
  good: 'Товар',
  parcel: 'Посылка',
  cargo: 'Груз',
  recipient: 'Получатель',
  topUp: 'Пополнение баланса',
  orderUnit: 'Лот',
  credit: 'Начисление',
  ticket: 'Обращение',
};

const isKind = (kind: string): kind is EventKind => kind in NOUN;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** An amount the way every screen shows it: «500,00 ₽» (the domain's one money format). */
function money(amount: unknown, currency: unknown): string {
  if (amount === undefined || amount === null) return '';
  const ccy = (text(currency) || 'RUB') as CurrencyCcy;
  return ccy in CURRENCY_SYMBOL ? formatMoneyRu(String(amount), ccy) : `${String(amount)} ${ccy}`;
}

/** The event's object by its one name: recorded with the event, or worked out for a ticket (it carries its topic). */
function nameOf(kind: EventKind, event: EventFacts): string {
  if (kind === 'ticket' && event.objectId) {
    return ticketName({
      id: event.objectId,
      subject: text(event.data.subject),
      title: text(event.data.title),
    });
  }
  const recorded = text(event.data.name);
  if (recorded) return recorded;
  return event.objectId ? `${NOUN[kind]} № ${event.objectId}` : NOUN[kind];
}

/** The cabinet path of the event's object: its own page, or the list it is in now with it opened. */
function pathOf(kind: EventKind, event: EventFacts): string {
  const id = event.objectId;
  switch (kind) {
    case 'good':
    case 'parcel':
    case 'cargo':
    case 'recipient':
    case 'topUp':
    case 'ticket':
      return id ? customerObjectPath(kind, id) : '/dashboard';
    case 'orderUnit':
      return id ? customerObjectPath('lot', id, { orderId: num(event.data.orderId) }) : '/orders';
    case 'credit':
      return '/finance';
  }
}

function creditText(data: Record<string, unknown>): string {
  const amount = money(data.amount, data.currency);
  if (data.source === 'referral') return `Начислено реферальное вознаграждение: ${amount}.`;
  return `По промокоду ${text(data.code)} на счёт зачислено ${amount}.`;
}

/** An event of its own words (not a plain status change), or null. */
function specialText(
  kind: EventKind,
  event: EventFacts,
  name: string,
): Omit<NotificationMessage, 'link'> | null {
  const { data, action } = event;
  if (kind === 'credit') return { subject: 'Зачисление на счёт', text: creditText(data) };
  if (kind === 'good' && action === 'photosUploaded') {
    return {
      subject: `${name}: фото ждут вашего решения`,
      text: PHOTO_APPROVAL_MESSAGES.uploadedNotice(name),
    };
  }
  if (kind === 'good' && action === 'storageReminder') {
    return {
      subject: STORAGE_MESSAGES.reminderSubject(name),
      text: STORAGE_MESSAGES.reminderText(name, text(data.date), String(data.fee ?? '0')),
    };
  }
  if (kind === 'parcel' && action === 'insuranceClaim') {
    const amount = money(data.amount, data.currency ?? 'RUB');
    return {
      subject: `Страховое возмещение: ${inSentence(name)}`,
      text: `${name}: оформлен страховой случай, на счёт зачислено ${amount}. ${text(data.reason)}`.trim(),
    };
  }
  if (kind === 'orderUnit' && action === 'raisePrice' && data.newTotal !== undefined) {
    const total = money(data.newTotal, data.currency ?? 'CNY');
    const surcharge = money(data.surcharge, data.currency ?? 'CNY');
    return {
      subject: `${name}: новая цена на согласование`,
      text:
        `${name}: у продавца цена выше. Новая стоимость лота — ${total}, доплата — ${surcharge}. ` +
        'Согласуйте доплату или отмените лот: оплата вернётся на юаневый счёт.',
    };
  }
  if (kind === 'ticket' && action === 'answer') {
    return { subject: `Ответ поддержки: ${inSentence(name)}`, text: 'Поддержка ответила на ваше обращение.' };
  }
  if (kind === 'ticket' && action === 'autoClose') {
    return {
      subject: TICKET_AUTO_CLOSE_MESSAGES.noticeSubject(name),
      text: TICKET_AUTO_CLOSE_MESSAGES.noticeText(Number(data.days ?? DEFAULT_TICKET_AUTO_CLOSE_DAYS)),
    };
  }
  return null;
}

/** The bell's title and text and the channels' message for one event. */
export function renderEvent(event: EventFacts, publicUrl: string): NotificationMessage {
  const kind: EventKind = isKind(event.kind) ? event.kind : 'ticket';
  const link = `${publicUrl}${pathOf(kind, event)}`;
  const name = nameOf(kind, event);
  const special = specialText(kind, event, name);
  if (special) return { ...special, link };
  const status = event.statusId === null ? null : STATUS_TITLES[kind]?.[event.statusId];
  if (!status) return { subject: `${name}: статус изменён`, text: `${name}: статус изменён.`, link };
  return { subject: `${name}: ${status}`, text: `${name}: новый статус «${status}».`, link };
}
