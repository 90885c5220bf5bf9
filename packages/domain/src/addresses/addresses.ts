import { z } from 'zod';
import { FIELD_MESSAGES } from '../shared/fields.js';
import { textField } from '../shared/text-field.js';
import { RECIPIENT_LABELS, RECIPIENT_MESSAGES } from '../recipients/recipients.js';
import { DELIVERY_METHOD, LAST_MILE_OPERATOR, LAST_MILE_OPERATOR_IDS } from '../reference/reference.js';

/** Longest text each free-text field of the address form keeps. */
export const ADDRESS_MAX_LENGTH = { name: 60, city: 100, address: 200, postalCode: 6, pvzCode: 40 } as const;
const M = ADDRESS_MAX_LENGTH;

export const ADDRESS_MESSAGES = {
  countryRequired: RECIPIENT_MESSAGES.countryRequired,
  operatorRequired: 'Выберите службу доставки',
  methodRequired: 'Выберите способ доставки',
  cityRequired: 'Укажите город',
  addressRequired: 'Укажите адрес: улицу, дом и квартиру',
  houseRequired: 'Укажите номер дома',
  postalCodeInvalid: 'Индекс должен состоять из 6 цифр',
  pickupPointRequired: 'Выберите пункт выдачи',
  nameTooLong: FIELD_MESSAGES.textTooLong(M.name),
  courierNotAvailable: 'Эта служба не доставляет курьером',
  pickupNotAvailable: 'У этой службы нет пунктов выдачи',
  added: 'Адрес успешно добавлен',
  updated: 'Адрес успешно обновлен',
  archived: 'Адрес перемещен в Архив',
  restored: 'Адрес успешно возобновлен',
  addFailed: 'Возникла проблема при добавлении текущего адреса. Свяжитесь со службой поддержки',
  archiveFailed: 'Не удалось архивировать адрес',
  restoreFailed: 'Не удалось возобновлен адрес',
  notFound: 'Адрес не найден',
  cannotEditArchived: 'Адрес в архиве: сначала возобновите его',
} as const;

/** How the delivery methods are called on both sides. */
export const DELIVERY_METHOD_TITLE: Record<number, string> = {
  [DELIVERY_METHOD.COURIER]: 'Курьер',
  [DELIVERY_METHOD.BRANCH]: 'Пункт выдачи',
};

/** Labels of the address fields, shared by the form, the cards and the selector. */
export const ADDRESS_LABELS = {
  country: RECIPIENT_LABELS.country,
  method: 'Способ доставки',
  operator: 'Служба доставки',
  city: 'Город',
  address: 'Адрес',
  postalCode: 'Индекс',
  pickupPoint: DELIVERY_METHOD_TITLE[DELIVERY_METHOD.BRANCH]!,
  name: 'Название',
  save: RECIPIENT_LABELS.save,
} as const;

/** Who delivers to the door: CDEK and DPD couriers and the post. */
export const COURIER_OPERATORS: readonly number[] = [
  LAST_MILE_OPERATOR.CDEK,
  LAST_MILE_OPERATOR.DPD,
  LAST_MILE_OPERATOR.POST,
];
/** Who hands over at a branch or pickup point. */
export const PICKUP_OPERATORS: readonly number[] = [
  LAST_MILE_OPERATOR.CDEK,
  LAST_MILE_OPERATOR.OWN_PICKUP,
  LAST_MILE_OPERATOR.POST,
  LAST_MILE_OPERATOR.DPD,
];

/** The last word of a one-part address names a house when it starts with a number: "5", "12/3", "5к2", "д.5". */
const HOUSE_WORD = /^(?:д\.?|дом)?\d/i;

/**
 * True when a courier address names a house: a part after the street ("Невский пр-т, 28", "ул. Ленина, д. 5")
 * holds a number, or the one part ends with one ("Ленина 5"). A street alone ("Невский пр-т", "ул. 8 Марта",
 * "Москва, ул. Тверская") has none, and a courier could not find the door.
 */
export function hasHouseNumber(address: string | null | undefined): boolean {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return false;
  if (parts.length === 1) return HOUSE_WORD.test(parts[0]!.split(/\s+/).pop() ?? '');
  return parts.slice(1).some((part) => /\d/.test(part));
}

/**
 * The address form. A courier address needs a city, a street address with a house number and a six-digit index;
 * a branch or pickup point address needs the point's code, and the server fills city and address from the point.
 */
export const addressSchema = z
  .object({
    name: textField({ max: M.name, messages: { tooLong: ADDRESS_MESSAGES.nameTooLong } })
      .optional()
      .nullable(),
    countryCode: z
      .number({ error: ADDRESS_MESSAGES.countryRequired })
      .int(ADDRESS_MESSAGES.countryRequired)
      .positive(ADDRESS_MESSAGES.countryRequired)
      .max(999, ADDRESS_MESSAGES.countryRequired),
    lastMileOperatorId: z.union(
      LAST_MILE_OPERATOR_IDS.map((id) => z.literal(id)),
      { error: ADDRESS_MESSAGES.operatorRequired },
    ),
    lastMileDeliveryMethodId: z.union([z.literal(1), z.literal(2)], {
      error: ADDRESS_MESSAGES.methodRequired,
    }),
    city: textField({ max: M.city }).optional().nullable(),
    cityCode: z.number().int().positive().max(2_147_483_647).optional().nullable(),
    address: textField({ max: M.address }).optional().nullable(),
    postalCode: textField({ max: 20 }).optional().nullable(),
    pvzCode: textField({ max: M.pvzCode }).optional().nullable(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (form.lastMileDeliveryMethodId === DELIVERY_METHOD.COURIER) {
      if (!COURIER_OPERATORS.includes(form.lastMileOperatorId)) {
        issue('lastMileOperatorId', ADDRESS_MESSAGES.courierNotAvailable);
      }
      if (!form.city) issue('city', ADDRESS_MESSAGES.cityRequired);
      if (!form.address || form.address.length < 5) issue('address', ADDRESS_MESSAGES.addressRequired);
      else if (!hasHouseNumber(form.address)) issue('address', ADDRESS_MESSAGES.houseRequired);
      if (!/^\d{6}$/.test(form.postalCode ?? '')) issue('postalCode', ADDRESS_MESSAGES.postalCodeInvalid);
    } else {
      if (!PICKUP_OPERATORS.includes(form.lastMileOperatorId) && form.lastMileOperatorId !== 2) {
        issue('lastMileOperatorId', ADDRESS_MESSAGES.pickupNotAvailable);
      }
      if (!form.pvzCode) issue('pvzCode', ADDRESS_MESSAGES.pickupPointRequired);
    }
  })
  // A street picked from the suggestions leaves a trailing comma until the house is typed: never keep one.
  .transform((form) => ({ ...form, address: form.address ? tidyAddressLine(form.address) : form.address }));
export type AddressInput = z.input<typeof addressSchema>;
export type AddressData = z.output<typeof addressSchema>;

/**
 * The street line after a street suggestion is picked: the suggestion's street, then whatever house and flat the
 * customer had typed after the first comma; with none yet, the street and ", " so the house is typed straight on.
 * ("ул. Баумана", "Баум") → "ул. Баумана, "; ("ул. Баумана", "Бау, д. 15") → "ул. Баумана, д. 15".
 */
export function streetWithHouse(street: string, typed: string): string {
  const house = tidyAddressLine(typed.split(',').slice(1).join(','));
  return `${street.trim()}, ${house}`;
}

/**
 * The street line as it is typed: empty parts collapse as they appear (a comma typed after the picked street's
 * ", " gave «ул. Баумана, , д. 15»); a trailing ", " stays while the house is being typed, and the address
 * schema's `tidyAddressLine` drops it on saving.
 */
export function collapseEmptyAddressParts(text: string): string {
  return text.replace(/,(\s*,)+/g, ',');
}

/** "Невский пр-т,, 28" → "Невский пр-т, 28": parts joined by one comma, empty parts dropped. */
export function tidyAddressLine(text: string): string {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
