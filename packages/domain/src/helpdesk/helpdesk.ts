import { z } from 'zod';
import { idParam } from '../shared/fields.js';

/**
 * The help desk (spec sections 2, 3 and 7 "Help desk"): a customer's ticket on a topic, optionally about one of
 * their objects, with messages both ways, image attachments and the staff's internal notes. Statuses move along
 * `TICKET_TRANSITIONS` (transitions.ts). Answers: `helpdesk-answers.ts`. Decision: 028-help-desk.md.
 */

/** Support request statuses (spec section 3: new 6, open, v-processe, closed). */
export const TICKET_STATUS = {
  NEW: 6,
  OPEN: 7,
  /** «v-processe»: staff answered and wait for the customer; closes itself after `TICKET_AUTO_CLOSE_DAYS`. */
  WAITING_CUSTOMER: 8,
  CLOSED: 9,
} as const;
export type TicketStatusId = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];
export const TICKET_STATUS_IDS: readonly number[] = Object.values(TICKET_STATUS);

/** The spec's slugs of the statuses, kept in answers next to the ids. */
export const TICKET_STATUS_SLUG: Record<number, string> = {
  6: 'new',
  7: 'open',
  8: 'v-processe',
  9: 'closed',
};
export const TICKET_STATUS_TITLE: Record<number, string> = {
  6: 'Новое',
  7: 'В работе',
  8: 'Ожидает вашего ответа',
  9: 'Закрыто',
};

/** Days a ticket waiting for the customer stays open before the scheduled job closes it (TICKET_AUTO_CLOSE_DAYS). */
export const DEFAULT_TICKET_AUTO_CLOSE_DAYS = 7;

const daysWord = (days: number) => {
  const n = days % 100;
  if (n > 10 && n < 20) return 'дней';
  if (n % 10 === 1) return 'день';
  return n % 10 >= 2 && n % 10 <= 4 ? 'дня' : 'дней';
};

/**
 * The auto-close told to the customer (decision 053): in advance, as a line of the open chat while the ticket waits
 * for them; when it happens, as a line of the chat and a notification (an event of kind `ticket`, action
 * `autoClose`). A close by the staff gets its own line.
 */
export const TICKET_AUTO_CLOSE_MESSAGES = {
  /** `until`: the date and time the ticket closes itself, as the web formats it. */
  waiting: (days: number, until: string) =>
    `Ждём вашего ответа ${days} ${daysWord(days)}, до ${until}. Если ответа не будет, обращение закроется автоматически.`,
  closedAutomatically: (days: number) =>
    `Обращение закрыто автоматически: ${days} ${daysWord(days)} не было ответа. Если вопрос остался, напишите — обращение откроется снова.`,
  closedByStaff: 'Обращение закрыто. Если вопрос остался, напишите — обращение откроется снова.',
  /** `ticket`: the ticket's one name (`ticketName`, decision 054). */
  noticeSubject: (ticket: string) => `${ticket}: закрыто`,
  noticeText: (days: number) =>
    `${days} ${daysWord(days)} не было ответа, обращение закрыто. Напишите в чат, если вопрос остался.`,
} as const;

/** The request topics (`GET /api/helpDesk/title`). */
export const HELPDESK_TITLES = [
  { id: 1, name: 'Товары и трек-номера' },
  { id: 2, name: 'Посылки и доставка' },
  { id: 3, name: 'Грузы' },
  { id: 4, name: 'Поможем купить' },
  { id: 5, name: 'Оплата и баланс' },
  { id: 6, name: 'Получатели и таможня' },
  { id: 7, name: 'Другое' },
] as const;
export const HELPDESK_TITLE_IDS: readonly number[] = HELPDESK_TITLES.map((title) => title.id);
/** A ticket's topic by its id; an unknown one is «Другое». */
export const ticketTitleOf = (titleId: number): string =>
  HELPDESK_TITLES.find((title) => title.id === titleId)?.name ?? 'Другое';

/** What a ticket can be about: one of the customer's own objects (checked by the server: a foreign one is 404). */
export const TICKET_OBJECT_TYPES = ['parcel', 'good', 'cargo', 'order', 'topUp'] as const;
export type TicketObjectType = (typeof TICKET_OBJECT_TYPES)[number];
export const TICKET_OBJECT_TITLE: Record<TicketObjectType, string> = {
  parcel: 'Посылка',
  good: 'Товар',
  cargo: 'Груз',
  order: 'Заказ',
  topUp: 'Пополнение',
};

export const TICKET_PAGE_SIZE = 20;
export const TICKET_ANSWERS_PAGE_SIZE = 50;
export const TICKET_MESSAGE_MAX = 4000;
export const TICKET_SUBJECT_MAX = 120;
/** Images one message may carry. */
export const TICKET_ATTACHMENTS_MAX = 5;

export const HELPDESK_MESSAGES = {
  titleRequired: 'Выберите тему обращения',
  titleUnknown: 'Такой темы обращения нет',
  messageRequired: 'Напишите сообщение',
  messageTooLong: `Сообщение не должно превышать ${TICKET_MESSAGE_MAX} символов`,
  subjectTooLong: `Тема не должна превышать ${TICKET_SUBJECT_MAX} символов`,
  attachmentsTooMany: `Не больше ${TICKET_ATTACHMENTS_MAX} изображений в одном сообщении`,
  attachmentUnknown: 'Изображение не найдено: загрузите его ещё раз',
  ticketNotFound: 'Обращение не найдено',
  objectNotFound: 'Объект обращения не найден',
  created: 'Обращение отправлено',
  answered: 'Сообщение отправлено',
  statusChanged: 'Статус обращения изменён',
  createFailed: 'Не удалось отправить обращение',
  answerFailed: 'Не удалось отправить сообщение',
  loadFailed: 'Не удалось загрузить обращения',
  empty: 'Обращений пока нет',
  askQuestion: 'Задать вопрос',
} as const;

const messageText = z
  .string({ error: HELPDESK_MESSAGES.messageRequired })
  .trim()
  .min(1, HELPDESK_MESSAGES.messageRequired)
  .max(TICKET_MESSAGE_MAX, HELPDESK_MESSAGES.messageTooLong);

/** Uploaded image names (`POST api/google-cloud/image` answers them); the server checks each is the author's own. */
const attachments = z
  .array(
    z
      .string()
      .trim()
      .min(1, HELPDESK_MESSAGES.attachmentUnknown)
      .max(200, HELPDESK_MESSAGES.attachmentUnknown),
  )
  .max(TICKET_ATTACHMENTS_MAX, HELPDESK_MESSAGES.attachmentsTooMany)
  .default([]);

/** `POST /api/helpDesk`: a new ticket. */
export const createTicketSchema = z.object({
  titleId: z.coerce
    .number({ error: HELPDESK_MESSAGES.titleRequired })
    .int()
    .refine((id) => HELPDESK_TITLE_IDS.includes(id), HELPDESK_MESSAGES.titleUnknown),
  subject: z.string().trim().max(TICKET_SUBJECT_MAX, HELPDESK_MESSAGES.subjectTooLong).optional(),
  message: messageText,
  images: attachments,
  objectType: z.enum(TICKET_OBJECT_TYPES).optional(),
  objectId: idParam.optional(),
});
export type CreateTicketInput = z.input<typeof createTicketSchema>;

/** `POST /api/helpDesk/answers/{ticketId}` and the staff's answer. */
export const ticketAnswerSchema = z.object({ message: messageText, images: attachments });
export type TicketAnswerInput = z.input<typeof ticketAnswerSchema>;

/** The staff's answer: `internal` makes it a note the customer never sees. */
export const staffTicketAnswerSchema = ticketAnswerSchema.extend({ internal: z.boolean().default(false) });
export type StaffTicketAnswerInput = z.input<typeof staffTicketAnswerSchema>;

export const staffTicketStatusSchema = z.object({
  statusId: z.coerce
    .number()
    .int()
    .refine((id) => TICKET_STATUS_IDS.includes(id), 'Такого статуса нет'),
});
