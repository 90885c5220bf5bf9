import { z } from 'zod';
import { FIELD_MESSAGES, idField, moneyField, quantityField, SMALLINT_MAX } from '../shared/fields.js';
import {
  nameOrCommentField,
  TEXT_LIMITS,
  TEXT_MESSAGES,
  trackNumberField,
} from '../shared/free-text-fields.js';
import { plainTextUpTo } from '../shared/text-field.js';

export const SERVICE_TYPE = { WITH_CHECK: 'WITH_CHECK', WITHOUT_CHECK: 'WITHOUT_CHECK' } as const;
export type ServiceType = keyof typeof SERVICE_TYPE;

/** Store id the client sends with every good (spec section 3). */
export const GOOD_STORE_ID = 2;
export const MIN_UNIT_PRICE_CNY = 10;
export const TRACK_NUMBER_MAX = TEXT_LIMITS.chineseTrack;
export const GOOD_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A product page's address; shops' links with tracking parameters run to several hundred characters. */
export const INFO_URL_MAX = 2000;
/** A warehouse status reason the customer reads. */
export const STATUS_REASON_MAX = 500;
/** Page size of the warehouse desk's lists. */
export const WAREHOUSE_PAGE_SIZE = 50;

export const GOOD_MESSAGES = {
  trackRequired: TEXT_MESSAGES.trackRequired,
  trackTooLong: TEXT_MESSAGES.trackTooLong,
  trackCharacters: TEXT_MESSAGES.trackCharacters,
  required: FIELD_MESSAGES.required,
  qtyRequired: FIELD_MESSAGES.quantityRequired,
  qtyPositive: FIELD_MESSAGES.quantityPositive,
  priceRequired: 'Введите стоимость',
  priceNumber: FIELD_MESSAGES.moneyNumber,
  priceMin: 'Стоимость за единицу товара не должна быть менее 10 юань.',
  descriptionRequired: 'Введите описание',
  noZip: 'Наименование товара не может содержать слово "зип"',
  textRule: TEXT_MESSAGES.nameOrComment,
  urlRequired: 'Введите URL',
  urlInvalid: 'Введите URL корректно!',
  servicesRequired: 'Выберите хотя бы одну дополнительную услугу!',
  withoutCheckForOrder: 'Вариант «без проверки» недоступен для товара из заказа',
  photoType: 'Пожалуйста, загрузите изображение в формате JPG, JPEG или PNG',
  photoTooLarge: 'Не удалось загрузить файл, размер не должен превышать 2 Мб.',
  imageTooLarge: 'Размер изображения не должен превышать 5MB',
  uploadFailed: 'Мы не смогли загрузить файл.',
  noFile: 'Файл не выбран.',
  created: 'Товар успешно создан',
  duplicated: 'Товар успешно продублирован',
  updated: 'Товар успешно обновлен',
  accepted: 'Груз успешно принят',
  returned: 'Груз успешно возвращен отправителю',
  deleted: 'Груз успешно удален',
  notFound: 'Товар не найден',
  notEditable: 'Товар в этом статусе изменить нельзя',
  deleteOnlyExpected: 'Удалить можно только товар, который ещё не принят складом',
  acceptFailed: 'Не удалось принять груз',
  returnFailed: 'Не удалось вернуть груз отправителю',
  pictureDeleteFailed: 'Не удалось удалить изображение из товара',
  imageNotFound: 'Изображение не найдено',
  ocrFailed: 'Ошибка при обработке изображения. Пожалуйста, попробуйте еще раз.',
  ocrBusy: 'Слишком много изображений в обработке. Попробуйте через минуту.',
  /** 413: a picture past `OCR_MAX_PIXELS`, however small its file. */
  ocrTooManyPixels:
    'Изображение слишком большое для распознавания: не больше 3840 × 2160 точек (8,3 Мп). Уменьшите его или сделайте скриншот только заказа.',
  /** 429: the customer's previous picture is still being read. */
  ocrOneAtATime:
    'Слишком много изображений сразу: дождитесь, пока распознается предыдущее, и попробуйте снова.',
  staffTransitionRefused: 'Такой переход статуса недоступен',
  statusChangedMeanwhile: 'Статус товара уже изменился',
  infoUrlTooLong: FIELD_MESSAGES.textTooLong(INFO_URL_MAX),
  trackMismatch: (a: string, b: string) => `Обнаружено несоответствие трек-номеров: ${a} и ${b}`,
} as const;

/** Latin and Cyrillic letters, digits, spaces and common symbols, at most 60 characters (no Chinese). */
export const PLAIN_TEXT_60 = plainTextUpTo(60);

export function containsZip(text: string): boolean {
  return /зип/i.test(text);
}

/** A Chinese track number as typed: the domain's track field (free-text-fields.ts; decision 021 for its key). */
export const trackNumberSchema = trackNumberField;

/** Unit price in yuan: exact text with two decimals ("89.50"), at least 10. */
const priceField = moneyField({
  min: MIN_UNIT_PRICE_CNY,
  minMessage: GOOD_MESSAGES.priceMin,
  requiredMessage: GOOD_MESSAGES.priceRequired,
  numberMessage: GOOD_MESSAGES.priceNumber,
});

const qtyField = quantityField({
  requiredMessage: GOOD_MESSAGES.qtyRequired,
  positiveMessage: GOOD_MESSAGES.qtyPositive,
});

/** A small reference id stored in a smallint column (services, hazard categories, stores). */
const smallIdField = z
  .number({ error: FIELD_MESSAGES.idInvalid })
  .int(FIELD_MESSAGES.idInvalid)
  .positive(FIELD_MESSAGES.idInvalid)
  .max(SMALLINT_MAX, FIELD_MESSAGES.idInvalid);

export const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;

/** One good of the good form (spec section 3 "Goods" and 5 "Good form"). */
export const goodItemSchema = z.object({
  goodsId: idField.optional().nullable(),
  qty: qtyField,
  price: priceField,
  description: nameOrCommentField(GOOD_MESSAGES.descriptionRequired).refine(
    (text) => !containsZip(text),
    GOOD_MESSAGES.noZip,
  ),
  infoUrl: z
    .string({ error: GOOD_MESSAGES.urlRequired })
    .trim()
    .min(1, GOOD_MESSAGES.urlRequired)
    .max(INFO_URL_MAX, GOOD_MESSAGES.infoUrlTooLong)
    .regex(URL_PATTERN, GOOD_MESSAGES.urlInvalid),
  commentProduct: nameOrCommentField()
    .optional()
    .nullable()
    .transform((text) => text || null),
  isDangerous: z.boolean().default(false),
  goodHazardCategory: smallIdField.optional().nullable(),
  photoUrl: z.string().max(200, FIELD_MESSAGES.textTooLong(200)).optional().nullable(),
  serviceType: z.enum(['WITH_CHECK', 'WITHOUT_CHECK']).default('WITHOUT_CHECK'),
  additionalServicesIds: z
    .array(smallIdField, { error: GOOD_MESSAGES.servicesRequired })
    .min(1, GOOD_MESSAGES.servicesRequired)
    .max(50, GOOD_MESSAGES.servicesRequired),
  currencyId: z.literal('CNY').default('CNY'),
  orderUnitId: idField.optional().nullable(),
  storeId: smallIdField.default(GOOD_STORE_ID),
});
export type GoodItemInput = z.input<typeof goodItemSchema>;

/** Registering goods: one Chinese track number and the goods inside that parcel. */
export const goodsCreateSchema = z.object({
  incomingDeclaration: trackNumberSchema,
  goods: z.array(goodItemSchema).min(1, GOOD_MESSAGES.required).max(30),
});
export type GoodsCreateInput = z.input<typeof goodsCreateSchema>;

/** Editing one good: its track number and fields. */
export const goodUpdateSchema = goodItemSchema.extend({ incomingDeclaration: trackNumberSchema });
export type GoodUpdateInput = z.input<typeof goodUpdateSchema>;

/** The warehouse scans the track of an arriving Chinese parcel. */
export const warehouseReceiveSchema = z.object({ trackNumber: trackNumberSchema });
export type WarehouseReceiveInput = z.input<typeof warehouseReceiveSchema>;
