import { z } from 'zod';
import { DELIVERY_METHOD, LAST_MILE_OPERATOR, LAST_MILE_OPERATOR_IDS } from './reference.js';

export const ADDRESS_MESSAGES = {
  countryRequired: 'Выберите страну',
  operatorRequired: 'Выберите службу доставки',
  methodRequired: 'Выберите способ доставки',
  cityRequired: 'Укажите город',
  addressRequired: 'Укажите адрес: улицу, дом и квартиру',
  postalCodeInvalid: 'Индекс должен состоять из 6 цифр',
  pickupPointRequired: 'Выберите пункт выдачи',
  nameTooLong: 'Не более 60 символов',
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

/**
 * The address form. A courier address needs a city, a street address and a six-digit index; a branch or pickup
 * point address needs the point's code, and the server fills city and address from the point.
 */
export const addressSchema = z
  .object({
    name: z.string().trim().max(60, ADDRESS_MESSAGES.nameTooLong).optional().nullable(),
    countryCode: z.number({ error: ADDRESS_MESSAGES.countryRequired }).int().positive(),
    lastMileOperatorId: z.union(
      LAST_MILE_OPERATOR_IDS.map((id) => z.literal(id)),
      {
        error: ADDRESS_MESSAGES.operatorRequired,
      },
    ),
    lastMileDeliveryMethodId: z.union([z.literal(1), z.literal(2)], {
      error: ADDRESS_MESSAGES.methodRequired,
    }),
    city: z.string().trim().max(120).optional().nullable(),
    cityCode: z.number().int().positive().optional().nullable(),
    address: z.string().trim().max(300).optional().nullable(),
    postalCode: z.string().trim().optional().nullable(),
    pvzCode: z.string().trim().max(40).optional().nullable(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (form.lastMileDeliveryMethodId === DELIVERY_METHOD.COURIER) {
      if (!COURIER_OPERATORS.includes(form.lastMileOperatorId)) {
        issue('lastMileOperatorId', ADDRESS_MESSAGES.courierNotAvailable);
      }
      if (!form.city) issue('city', ADDRESS_MESSAGES.cityRequired);
      if (!form.address || form.address.length < 5) issue('address', ADDRESS_MESSAGES.addressRequired);
      if (!/^\d{6}$/.test(form.postalCode ?? '')) issue('postalCode', ADDRESS_MESSAGES.postalCodeInvalid);
    } else {
      if (!PICKUP_OPERATORS.includes(form.lastMileOperatorId) && form.lastMileOperatorId !== 2) {
        issue('lastMileOperatorId', ADDRESS_MESSAGES.pickupNotAvailable);
      }
      if (!form.pvzCode) issue('pvzCode', ADDRESS_MESSAGES.pickupPointRequired);
    }
  });
export type AddressInput = z.input<typeof addressSchema>;
export type AddressData = z.output<typeof addressSchema>;
