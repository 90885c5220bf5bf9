import { z } from 'zod';
import { FIELD_MESSAGES, ID_MAX } from './fields.js';
import { PACKAGE_TYPE } from './reference.js';

/** Statuses, groups and categories live in parcel-statuses.ts. */
export * from './parcel-statuses.js';

/** Default services of a one-click parcel: wrapping (2) and documents (3). */
export const ONE_CLICK_DEFAULT_SERVICES = [2, 3];

export const PARCEL_MESSAGES = {
  nameRequired: 'Введите название посылки',
  nameTooLong: FIELD_MESSAGES.textTooLong(60),
  recipientRequired: 'Выберите получателя посылки…',
  recipientCyrillic: 'Получателя должно быть на кириллице',
  recipientFromList: 'Выберите из списка адресов',
  finalNameRequired: 'Выберите ФИО получателя',
  finalNameCyrillic: 'ФИО должно быть на кириллице',
  finalPhoneRequired: FIELD_MESSAGES.phoneRequired,
  tariffRequired: 'Выберите тариф доставки посылки',
  addressRequired: 'Выберите адрес доставки…',
  packageRequired: 'Выберите хотя бы одну упаковку',
  russianOnly: 'Разрешены только русские символы',
  oneLotOnly: 'В посылку в один клик можно добавить только один товар',
  priceMayChange: 'Стоимость доставки может измениться после взвешивания посылки на складе',
  created: (id: number) => `Посылка ${id} успешно создана`,
  goodAdded: 'Товар успешно добавлен в посылку',
  goodRemoved: 'Товар успешно удален с посылки',
  addFailed: 'Не удалось добавить товар в посылку',
  notFound: 'Посылка не найдена',
  notOpen: 'Состав посылки уже нельзя изменить',
  notEditable: 'Посылка уже не заявка: изменить её нельзя',
  goodNotInParcel: 'Товар не найден в посылке',
} as const;

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
  if (!phone)
    ctx.addIssue({
      code: 'custom',
      path: ['finalRecipientPhone'],
      message: PARCEL_MESSAGES.finalPhoneRequired,
    });
}

/** The one-click parcel part of a ready good (spec section 3 "One-click form", section 5 "One-click parcel"). */
export const oneClickParcelSchema = z
  .object({
    nameOfTheProduct: z
      .string({ error: PARCEL_MESSAGES.nameRequired })
      .trim()
      .min(1, PARCEL_MESSAGES.nameRequired)
      .max(60, PARCEL_MESSAGES.nameTooLong),
    recipientId: z
      .number({ error: PARCEL_MESSAGES.recipientRequired })
      .int(PARCEL_MESSAGES.recipientRequired)
      .positive(PARCEL_MESSAGES.recipientRequired)
      .max(ID_MAX, PARCEL_MESSAGES.recipientRequired),
    hasTheSameRecipient: z.boolean().default(true),
    finalRecipientName: z.string().trim().max(150, FIELD_MESSAGES.textTooLong(150)).optional().nullable(),
    finalRecipientPhone: z.string().trim().max(30, FIELD_MESSAGES.textTooLong(30)).optional().nullable(),
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
  })
  // Checked even while other fields are still invalid (zod's `when`), so the form shows every message at once.
  .superRefine(finalRecipientRules, { when: () => true });
export type OneClickParcelInput = z.input<typeof oneClickParcelSchema>;
