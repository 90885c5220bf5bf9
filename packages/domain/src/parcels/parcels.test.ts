import { describe, expect, it } from 'vitest';
import { oneClickParcelSchema } from './parcels.js';

function errorsOf(input: unknown): Record<string, string> {
  const result = oneClickParcelSchema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues)
    errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('one-click parcel form', () => {
  it('shows every message at once, the final recipient ones included', () => {
    expect(errorsOf({ hasTheSameRecipient: false, parcelPackageTypeId: 3 })).toEqual({
      nameOfTheProduct: 'Введите название посылки',
      recipientId: 'Выберите получателя посылки…',
      deliveryTransportId: 'Выберите тариф доставки посылки',
      deliveryAddressId: 'Выберите адрес доставки…',
      parcelPackageTypeId: 'Выберите хотя бы одну упаковку',
      finalRecipientName: 'Выберите ФИО получателя',
      finalRecipientPhone: 'Введите номер телефона',
    });
  });

  it('wants the final recipient in Cyrillic and keeps services 2 and 3 by default', () => {
    const base = {
      nameOfTheProduct: 'Кеды',
      recipientId: 1,
      deliveryTransportId: 111,
      deliveryAddressId: 2,
      parcelPackageTypeId: 2,
    };
    expect(
      errorsOf({
        ...base,
        hasTheSameRecipient: false,
        finalRecipientName: 'Ivan Petrov',
        finalRecipientPhone: '7999',
      }),
    ).toEqual({
      finalRecipientName: 'ФИО должно быть на кириллице',
      finalRecipientPhone: 'Телефон введен не правильно',
    });
    expect(oneClickParcelSchema.parse(base)).toMatchObject({
      hasTheSameRecipient: true,
      additionalServicesIds: [2, 3],
    });
  });
});
