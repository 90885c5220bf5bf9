import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/auth.js';
import { COUNTRY } from '../reference/countries.js';
import { FIELD_MESSAGES } from '../shared/fields.js';
import { reasonField } from '../shared/free-text-fields.js';
import { normalizePhone, phoneCountry } from '../shared/phone.js';
import { textField } from '../shared/text-field.js';

/** Recipient statuses (spec section 3). Only confirmed recipients are "verified". */
export const RECIPIENT_STATUS = { UNDER_REVIEW: 1, CONFIRMED: 2, CANCELED: 3, NOT_FILLED: 4 } as const;
export const RECIPIENT_STATUS_IDS = [1, 2, 3, 4] as const;
export type RecipientStatusId = (typeof RECIPIENT_STATUS_IDS)[number];
export const RECIPIENT_STATUS_TITLE: Record<RecipientStatusId, string> = {
  1: 'На проверке',
  2: 'Подтверждён',
  3: 'Отклонён',
  4: 'Не заполнен',
};

export const RECIPIENT_MESSAGES = {
  surnameRequired: 'Введите фамилию',
  nameRequired: AUTH_MESSAGES.nameRequired,
  middleNameRequired: 'Введите отчество',
  surnameCyrillic: 'Фамилия должна быть на кириллице',
  nameCyrillic: 'Имя должно быть на кириллице',
  middleNameCyrillic: 'Отчество должно быть на кириллице',
  emailRequired: 'Введите email',
  emailInvalid: 'Некорректный email',
  icloud: 'Электронная почта от @icloud.com не допускается.',
  phoneRequired: FIELD_MESSAGES.phoneRequired,
  phoneInvalid: AUTH_MESSAGES.phoneInvalid,
  innRequired: 'Введите ИНН',
  innDigits: 'Только цифры',
  innLength: 'Должно быть ровно 12 цифр',
  birthRequired: 'Введите дату рождения',
  birthFuture: 'Дата рождения не может быть в будущем',
  seriesRequired: 'Введите серию паспорта',
  numberRequired: 'Введите номер паспорта',
  numberInvalid: 'Введите номер правильно',
  idocOrgRequired: 'Укажите, кем выдан паспорт',
  issueRequired: 'Введите дату выдачи',
  issueInvalid: 'Некорректная дата выдачи',
  countryRequired: 'Выберите страну',
  fillAll: 'Пожалуйста заполните все поля',
  // The spec's «добавлен/обновлен» means one of the two, as it happened.
  added: 'Получатель успешно добавлен',
  updated: 'Получатель успешно обновлен',
  archived: (name: string) => `Получатель ${name} перемещен в Архив`,
  restored: (name: string) => `Получатель ${name} успешно возобновлен`,
  notFound: 'Получатель не найден',
  linkOnce: 'Данной ссылкой можно создать только один receiver',
  linkBroken: 'Ошибка: Не удалось обновить получателя. Попробуйте сгенерировать новую ссылку',
  linkExpired: 'Срок действия ссылки истёк',
  cannotEditArchived: 'Получатель в архиве: сначала возобновите его',
  changedMeanwhile: 'Данные получателя изменились: обновите страницу и попробуйте снова',
  notUnderReview: 'Получатель уже не на проверке',
  cancelReasonRequired: 'Укажите причину отклонения',
} as const;

/** Labels of the recipient's fields, shared by the forms and the cards of the cabinet and the staff desk. */
export const RECIPIENT_LABELS = {
  country: 'Страна',
  recipientCountry: 'Страна получателя',
  surname: 'Фамилия',
  name: 'Имя',
  middleName: 'Отчество',
  email: 'Электронная почта',
  phone: 'Телефон',
  inn: 'ИНН',
  dateBirthday: 'Дата рождения',
  idocSeries: 'Серия паспорта',
  idocNumber: 'Номер паспорта',
  idocOrg: 'Кем выдан',
  idocDate: 'Дата выдачи',
  cancelReason: 'Причина отклонения',
  noReason: 'Не указана',
  fromLink: 'Получатель по ссылке',
  save: 'Сохранить',
} as const;

/** Longest text each free-text field keeps; longer text is refused with «Не более N символов». */
export const RECIPIENT_MAX_LENGTH = {
  personName: 50,
  nickName: 50,
  email: 100,
  phone: 30,
  inn: 12,
  idocSeries: 10,
  idocNumber: 20,
  idocOrg: 200,
  date: 10,
  cancelReason: 500,
} as const;

const CYRILLIC_NAME = /^[А-ЯЁа-яё]+(?:[ '-][А-ЯЁа-яё]+)*$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Russian internal passport: series 4 digits ("12 34" in the form), number 6 digits. */
export const RUSSIAN_SERIES_PATTERN = /^\d{4}$/;
export const RUSSIAN_NUMBER_PATTERN = /^\d{6}$/;
/** Belarusian passport: two letters then seven digits, e.g. MP1234567; the series is its first two letters. */
export const BELARUS_NUMBER_PATTERN = /^[A-Z]{2}\d{7}$/;

export function cleanSeries(series: string): string {
  return series.replace(/\s+/g, '');
}

/** Today as yyyy-MM-dd in the user's clock (dates travel without time). */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const M = RECIPIENT_MAX_LENGTH;
const optionalText = (max: number) => textField({ max }).optional().nullable();
const requiredText = (max: number) => textField({ max }).default('');

/**
 * One recipient form for every country. The rules depend on the country, so they are checked together in
 * `superRefine` rather than per field: Russia and Belarus get the full customs rules, other countries only the
 * required fields.
 */
export const recipientSchema = z
  .object({
    countryCode: z
      .number({ error: RECIPIENT_MESSAGES.countryRequired })
      .int(RECIPIENT_MESSAGES.countryRequired)
      .positive(RECIPIENT_MESSAGES.countryRequired)
      .max(999, RECIPIENT_MESSAGES.countryRequired),
    surname: requiredText(M.personName),
    name: requiredText(M.personName),
    middleName: requiredText(M.personName),
    nickName: optionalText(M.nickName),
    email: requiredText(M.email),
    phone: requiredText(M.phone),
    inn: optionalText(M.inn),
    dateBirthday: requiredText(M.date),
    idocSeries: optionalText(M.idocSeries),
    idocNumber: optionalText(M.idocNumber),
    idocOrg: optionalText(M.idocOrg),
    idocDate: optionalText(M.date),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const strict = form.countryCode === COUNTRY.RUSSIA || form.countryCode === COUNTRY.BELARUS;
    const today = todayIso();

    const names: Array<[keyof typeof form, string, string]> = [
      ['surname', RECIPIENT_MESSAGES.surnameRequired, RECIPIENT_MESSAGES.surnameCyrillic],
      ['name', RECIPIENT_MESSAGES.nameRequired, RECIPIENT_MESSAGES.nameCyrillic],
      ['middleName', RECIPIENT_MESSAGES.middleNameRequired, RECIPIENT_MESSAGES.middleNameCyrillic],
    ];
    for (const [field, required, cyrillic] of names) {
      const value = String(form[field] ?? '');
      if (!value) issue(field, required);
      else if (strict && !CYRILLIC_NAME.test(value)) issue(field, cyrillic);
    }

    if (!form.email) issue('email', RECIPIENT_MESSAGES.emailRequired);
    else if (strict && !EMAIL_PATTERN.test(form.email)) issue('email', RECIPIENT_MESSAGES.emailInvalid);
    else if (strict && /@icloud\.com$/i.test(form.email)) issue('email', RECIPIENT_MESSAGES.icloud);

    if (!form.phone) issue('phone', RECIPIENT_MESSAGES.phoneRequired);
    else if (strict) {
      // The one phone rule (phone.ts), and the number's country must be the recipient's.
      const expected = form.countryCode === COUNTRY.BELARUS ? 'by' : 'ru';
      if (phoneCountry(form.phone) !== expected) issue('phone', RECIPIENT_MESSAGES.phoneInvalid);
    }

    if (!form.dateBirthday) issue('dateBirthday', RECIPIENT_MESSAGES.birthRequired);
    else if (!isRealDate(form.dateBirthday)) issue('dateBirthday', RECIPIENT_MESSAGES.birthRequired);
    else if (form.dateBirthday > today) issue('dateBirthday', RECIPIENT_MESSAGES.birthFuture);

    // Other countries may leave the issue date out, but what they send must be a date (it is kept as one).
    if (!strict) {
      if (form.idocDate && !isRealDate(form.idocDate)) issue('idocDate', RECIPIENT_MESSAGES.issueInvalid);
      return;
    }

    if (form.countryCode === COUNTRY.RUSSIA) {
      const inn = form.inn ?? '';
      if (!inn) issue('inn', RECIPIENT_MESSAGES.innRequired);
      else if (!/^\d+$/.test(inn)) issue('inn', RECIPIENT_MESSAGES.innDigits);
      else if (inn.length !== 12) issue('inn', RECIPIENT_MESSAGES.innLength);

      const series = cleanSeries(form.idocSeries ?? '');
      if (!series) issue('idocSeries', RECIPIENT_MESSAGES.seriesRequired);
      else if (!RUSSIAN_SERIES_PATTERN.test(series)) issue('idocSeries', RECIPIENT_MESSAGES.numberInvalid);
      const number = (form.idocNumber ?? '').replace(/\s+/g, '');
      if (!number) issue('idocNumber', RECIPIENT_MESSAGES.numberRequired);
      else if (!RUSSIAN_NUMBER_PATTERN.test(number)) issue('idocNumber', RECIPIENT_MESSAGES.numberInvalid);
    } else {
      const number = (form.idocNumber ?? '').replace(/\s+/g, '').toUpperCase();
      if (!number) issue('idocNumber', RECIPIENT_MESSAGES.numberRequired);
      else if (!BELARUS_NUMBER_PATTERN.test(number)) issue('idocNumber', RECIPIENT_MESSAGES.numberInvalid);
    }

    if (!form.idocOrg?.trim()) issue('idocOrg', RECIPIENT_MESSAGES.idocOrgRequired);
    const issued = form.idocDate ?? '';
    if (!issued) issue('idocDate', RECIPIENT_MESSAGES.issueRequired);
    else if (!isRealDate(issued) || issued > today) issue('idocDate', RECIPIENT_MESSAGES.issueInvalid);
    else if (form.dateBirthday && issued < form.dateBirthday)
      issue('idocDate', RECIPIENT_MESSAGES.issueInvalid);
  })
  .transform((form) => {
    const strict = form.countryCode === COUNTRY.RUSSIA || form.countryCode === COUNTRY.BELARUS;
    const belarus = form.countryCode === COUNTRY.BELARUS;
    const number = (form.idocNumber ?? '').replace(/\s+/g, '').toUpperCase() || null;
    return {
      ...form,
      email: form.email.toLowerCase(),
      phone: strict ? normalizePhone(form.phone) : form.phone,
      nickName: form.nickName?.trim() || null,
      // INN is a Russian number; for Belarus and other countries it is not kept.
      inn: form.countryCode === COUNTRY.RUSSIA ? (form.inn ?? null) : null,
      idocSeries: belarus ? (number?.slice(0, 2) ?? null) : cleanSeries(form.idocSeries ?? '') || null,
      idocNumber: belarus ? number : number,
      idocOrg: form.idocOrg?.trim() || null,
      idocDate: form.idocDate || null,
    };
  });
export type RecipientInput = z.input<typeof recipientSchema>;
export type RecipientData = z.output<typeof recipientSchema>;

export const recipientCancelSchema = z.object({
  reason: reasonField(RECIPIENT_MESSAGES.cancelReasonRequired, M.cancelReason),
});

/**
 * The version of the recipient the caller saw (its `updatedAt`): an edit or a review decision that names it applies
 * only to that version, so a decision is never taken on data its author has not seen.
 */
export const recipientVersionQuery = z.object({
  updatedAt: z.iso.datetime({ offset: true, error: RECIPIENT_MESSAGES.changedMeanwhile }).optional(),
});
