import { z } from 'zod';
import { COMMON_MESSAGES } from '../shared/errors.js';
import { FIELD_MESSAGES, ID_MAX } from '../shared/fields.js';
import { nameOrCommentField, TEXT_MESSAGES } from '../shared/free-text-fields.js';
import { isValidPhone, normalizePhone } from '../shared/phone.js';
import { textField } from '../shared/text-field.js';
import { PACKAGE_TYPE } from '../reference/reference.js';

/** Statuses, groups and categories live in parcel-statuses.ts (the warehouse desk's requests: parcel-desk.ts). */

/** Default services of a one-click parcel: wrapping (2) and documents (3). */
export const ONE_CLICK_DEFAULT_SERVICES = [2, 3];

export const PARCEL_MESSAGES = {
  nameRequired: 'Введите название посылки',
  nameTooLong: TEXT_MESSAGES.nameOrComment,
  recipientRequired: 'Выберите получателя посылки…',
  recipientCyrillic: 'Получателя должно быть на кириллице',
  recipientFromList: 'Выберите из списка адресов',
  finalNameRequired: 'Выберите ФИО получателя',
  finalNameCyrillic: 'ФИО должно быть на кириллице',
  finalPhoneRequired: FIELD_MESSAGES.phoneRequired,
  tariffRequired: 'Выберите тариф доставки посылки',
  addressRequired: 'Выберите адрес доставки…',
  /** The address is in another country than the recipient (decision 055). */
  addressInOtherCountry: 'Адрес доставки в другой стране: выберите адрес в стране получателя',
  packageRequired: 'Выберите хотя бы одну упаковку',
  russianOnly: 'Разрешены только русские символы',
  oneLotOnly: 'В посылку в один клик можно добавить только один товар',
  priceMayChange: 'Стоимость доставки может измениться после взвешивания посылки на складе',
  created: (id: number) => `Посылка ${id} успешно создана`,
  goodAdded: 'Товар успешно добавлен в посылку',
  goodRemoved: 'Товар успешно удален с посылки',
  addFailed: 'Не удалось добавить товар в посылку',
  /** A good another parcel holds: the refusal names that parcel, so the customer knows where it is. */
  goodInOtherParcel: (description: string, parcelId: number) =>
    `Не удалось добавить товар в посылку: «${description}» уже в посылке № ${parcelId}. Уберите его оттуда или выберите другой товар`,
  notFound: 'Посылка не найдена',
  notOpen: 'Состав посылки уже нельзя изменить',
  notEditable: 'Посылка уже не заявка: изменить её нельзя',
  goodNotInParcel: 'Товар не найден в посылке',
  sentOnAssembly: 'Посылка успешно отправлена на комплектацию',
  sendOnAssemblyFailed: 'Не удалось отправить посылку на комплектацию',
  archived: 'Посылки успешно архивированы',
  archiveFailed: 'Не удалось архивировать посылки',
  updated: 'Посылка успешно обновлена',
  updateFailed: 'Невозможно обновить посылку с такими параметрами.',
  deleted: 'Посылка успешно удалена',
  deleteFailed: 'Не удалось удалить посылку',
  paid: 'Посылка успешно оплачена',
  notAwaitingPayment: 'Посылка не ожидает оплаты',
  notPriced: 'Стоимость доставки посылки ещё не рассчитана',
  goodsRequired: 'Добавьте в посылку хотя бы один товар',
  goodNotAvailable: 'Товар нельзя добавить в посылку',
  virtualName: 'Виртуальная посылка',
  notAllowed: 'Действие недоступно в текущем статусе посылки',
  reasonRequired: TEXT_MESSAGES.reasonRequired,
  trackRequired: TEXT_MESSAGES.outgoingTrackRequired,
  weightRequired: 'Введите вес',
  dimensionRequired: 'Введите размер',
  photoRequired: 'Загрузите фото упакованной посылки',
  parcelIdsRequired: 'Выберите посылки',
  tariffUnknown: 'Не удалось загрузить тариф доставки',
  trackingUnavailable: 'Сервис отслеживания сейчас недоступен. Попробуйте позже',
  /** The desk's refusals name the goods left behind by number and name (`deskGoodName`): «№ 41 «Кеды»». */
  goodsNotReceived: (goods: readonly string[]) =>
    `Не все товары посылки приняты на складе (${goods.join(', ')}): собрать её пока нельзя`,
  goodsWithProblems: (goods: readonly string[]) =>
    `В посылке есть товары с проблемой (${goods.join(', ')}): собрать её пока нельзя`,
  cancelWithRefundNotAllowed:
    'Отменить с возвратом можно только оплаченную посылку, которая ещё не отправлена',
  nothingToRefund: 'Оплата посылки не найдена: вернуть нечего',
  canceledWithRefund: (id: number, amount: string) =>
    `Посылка ${id} отменена, ${amount} возвращены на баланс клиента`,
  /** Ledger comments: `parcel` is the parcel's one name (object-names.ts, decision 054). */
  paymentComment: (parcel: string) => `Оплата: ${parcel.charAt(0).toLowerCase()}${parcel.slice(1)}`,
  refundComment: (parcel: string) => `Возврат оплаты: ${parcel.charAt(0).toLowerCase()}${parcel.slice(1)}`,
  /** What the good form promises of a one-click parcel, and what «Задачи» says while it waits for its good. */
  oneClickPromise:
    'Товар сразу уйдёт в свою посылку: когда склад его примет, посылка сама отправится на комплектацию. Вам останется только оплатить доставку после взвешивания.',
  oneClickWaitsForGood: 'Поедет на комплектацию, когда склад примет товар',
  oneClickWaitsForGoodShort: 'Ждёт товар на складе',
  sendOnAssemblyTask: 'Отправьте посылку на комплектацию',
  sendOnAssemblyTaskShort: 'На комплектацию',
  /** The tracking note of a one-click parcel the warehouse's scan of its good sent to assembly. */
  oneClickReceivedNote: 'Склад принял товар, посылка передана на комплектацию',
  /** Weighing refused: a good's paid photo report (service 12) has no photo yet. */
  photoReportsMissing: (ids: readonly number[]) =>
    `Загрузите оплаченный фотоотчёт (товары № ${ids.join(', ')}): без него посылку нельзя взвесить`,
} as const;

/** A parcel's name (the order form, a one-click parcel): required, the spec's 60 characters. */
export const parcelNameField = nameOrCommentField(PARCEL_MESSAGES.nameRequired);

/** The final recipient's full name (Cyrillic, checked with the other final-recipient rules below). */
const finalRecipientNameField = textField({ max: 150 }).optional().nullable();

/**
 * The final recipient's phone, kept as digits. It is checked with the one phone rule (phone.ts) in
 * `finalRecipientRules`, only when the final recipient is someone else: a hidden field never blocks the form.
 */
const finalRecipientPhoneField = z
  .string()
  .trim()
  .max(30, FIELD_MESSAGES.phoneInvalid)
  .optional()
  .nullable()
  .transform((value) => (value && isValidPhone(value) ? normalizePhone(value) : value || null));

const CYRILLIC_FULL_NAME = /^[А-ЯЁа-яё]+(?:[ -][А-ЯЁа-яё]+)+$/;

/** When the final recipient is someone else, their full name (Cyrillic) and phone are needed. */
function finalRecipientRules(form: unknown, ctx: z.RefinementCtx) {
  const value = (form ?? {}) as {
    hasTheSameRecipient?: unknown;
    finalRecipientName?: unknown;
    finalRecipientPhone?: unknown;
  };
  if (value.hasTheSameRecipient !== false) return;
  const name = typeof value.finalRecipientName === 'string' ? value.finalRecipientName.trim() : '';
  if (!name)
    ctx.addIssue({
      code: 'custom',
      path: ['finalRecipientName'],
      message: PARCEL_MESSAGES.finalNameRequired,
    });
  else if (!CYRILLIC_FULL_NAME.test(name)) {
    ctx.addIssue({
      code: 'custom',
      path: ['finalRecipientName'],
      message: PARCEL_MESSAGES.finalNameCyrillic,
    });
  }
  const phone = typeof value.finalRecipientPhone === 'string' ? value.finalRecipientPhone.trim() : '';
  if (!phone || !isValidPhone(phone))
    ctx.addIssue({
      code: 'custom',
      path: ['finalRecipientPhone'],
      message: phone ? FIELD_MESSAGES.phoneInvalid : PARCEL_MESSAGES.finalPhoneRequired,
    });
}

/** The one-click parcel part of a ready good (spec section 3 "One-click form", section 5 "One-click parcel"). */
export const oneClickParcelSchema = z
  .object({
    nameOfTheProduct: parcelNameField,
    recipientId: z
      .number({ error: PARCEL_MESSAGES.recipientRequired })
      .int(PARCEL_MESSAGES.recipientRequired)
      .positive(PARCEL_MESSAGES.recipientRequired)
      .max(ID_MAX, PARCEL_MESSAGES.recipientRequired),
    hasTheSameRecipient: z.boolean().default(true),
    finalRecipientName: finalRecipientNameField,
    finalRecipientPhone: finalRecipientPhoneField,
    // Tariffs are kept in a smallint column.
    deliveryTransportId: z
      .number({ error: PARCEL_MESSAGES.tariffRequired })
      .int(PARCEL_MESSAGES.tariffRequired)
      .positive(PARCEL_MESSAGES.tariffRequired)
      .max(32_767, PARCEL_MESSAGES.tariffRequired),
    deliveryAddressId: z
      .number({ error: PARCEL_MESSAGES.addressRequired })
      .int(PARCEL_MESSAGES.addressRequired)
      .positive(PARCEL_MESSAGES.addressRequired)
      .max(ID_MAX, PARCEL_MESSAGES.addressRequired),
    parcelPackageTypeId: z
      .number({ error: PARCEL_MESSAGES.packageRequired })
      .refine((id) => id === PACKAGE_TYPE.BOX || id === PACKAGE_TYPE.BAG, PARCEL_MESSAGES.packageRequired),
    additionalServicesIds: z
      .array(z.number().int().positive().max(32_767))
      .max(50)
      .default(ONE_CLICK_DEFAULT_SERVICES),
    /** «Страховка», as the order form's `insured`. */
    insured: z.boolean().default(false),
  })
  // Checked even while other fields are still invalid (zod's `when`), so the form shows every message at once.
  .superRefine(finalRecipientRules, { when: () => true });
export type OneClickParcelInput = z.input<typeof oneClickParcelSchema>;

export const idList = (message: string, max = 1000) =>
  z
    .array(z.number({ error: message }).int().positive().max(ID_MAX), { error: message })
    .min(1, message)
    .max(max, FIELD_MESSAGES.textTooLong(max));

/** The parcel's data as the order form and `parcelData` send it (spec section 3 "Parcel order form"). */
const parcelDataFields = {
  name: parcelNameField,
  recipientId: oneClickParcelSchema.shape.recipientId,
  hasTheSameRecipient: z.boolean().default(true),
  finalRecipientName: finalRecipientNameField,
  finalRecipientPhone: finalRecipientPhoneField,
  deliveryTransportId: oneClickParcelSchema.shape.deliveryTransportId,
  deliveryAddressId: oneClickParcelSchema.shape.deliveryAddressId,
  parcelPackageTypeId: oneClickParcelSchema.shape.parcelPackageTypeId,
  /** Crating (service 15 as a package item, 299 ₽ per item). */
  withCrating: z.boolean().default(false),
  additionalServicesIds: z.array(z.number().int().positive().max(32_767)).max(50).default([]),
  /** «Страховка»: a percent of the declared value, priced at weighing (insurance.ts). */
  insured: z.boolean().default(false),
};

/** `PUT /api/parcel/parcelData/{parcelId}`: the parcel's data without its goods. */
export const parcelDataSchema = z
  .object(parcelDataFields)
  .superRefine(finalRecipientRules, { when: () => true });
export type ParcelDataInput = z.input<typeof parcelDataSchema>;

/**
 * `POST /api/parcel/cl` and `PUT /api/parcel/cl/{id}`: the order form — the parcel's data and the goods on the
 * shelf that go into it. A virtual parcel sent through `PUT /api/parcel/cl/{id}` becomes a request (9 → 10).
 */
export const parcelOrderSchema = z
  .object({ ...parcelDataFields, goodsIds: idList(PARCEL_MESSAGES.goodsRequired, 500) })
  .superRefine(finalRecipientRules, { when: () => true });
export type ParcelOrderInput = z.input<typeof parcelOrderSchema>;

/** `POST /api/parcel/virtual`: a virtual parcel (status 9) to gather goods in, optionally with some already. */
export const virtualParcelSchema = z.object({
  name: nameOrCommentField().optional(),
  goodsIds: z.array(z.number().int().positive().max(ID_MAX)).max(500).default([]),
});
export type VirtualParcelInput = z.input<typeof virtualParcelSchema>;

/** `PUT /api/parcel/archive`: the parcels to archive. */
export const parcelIdsSchema = z.object({ parcelIds: idList(PARCEL_MESSAGES.parcelIdsRequired) });
export type ParcelIdsInput = z.input<typeof parcelIdsSchema>;

/** Parcel status ids in a query (`statusId=33,40`): carriers' ids go up to six digits. */
export const parcelStatusIdsQuery = z
  .string()
  .regex(/^\d{1,6}(,\d{1,6}){0,99}$/, COMMON_MESSAGES.badRequest)
  .transform((text) => text.split(',').map(Number));

/** `GET /api/client/my-parcels` filters and sorting (spec sorting keys: id, name, date, weight). */
export const PARCEL_SORT_KEYS = ['id', 'name', 'date', 'weight'] as const;
export type ParcelSortKey = (typeof PARCEL_SORT_KEYS)[number];
