import { describe, expect, it } from 'vitest';
import { addressSchema } from './addresses.js';

function errorsOf(input: unknown): Record<string, string> {
  const result = addressSchema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues)
    errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('address form', () => {
  it('needs city, street address and a six-digit index for a courier', () => {
    expect(
      errorsOf({ countryCode: 643, lastMileOperatorId: 3, lastMileDeliveryMethodId: 1, postalCode: '12345' }),
    ).toEqual({
      city: 'Укажите город',
      address: 'Укажите адрес: улицу, дом и квартиру',
      postalCode: 'Индекс должен состоять из 6 цифр',
    });
  });

  it('needs a pickup point for a branch, and refuses a courier from the own pickup network', () => {
    expect(errorsOf({ countryCode: 643, lastMileOperatorId: 3, lastMileDeliveryMethodId: 2 })).toEqual({
      pvzCode: 'Выберите пункт выдачи',
    });
    expect(
      errorsOf({
        countryCode: 643,
        lastMileOperatorId: 4,
        lastMileDeliveryMethodId: 1,
        city: 'Москва',
        address: 'ул. Тверская, 1',
        postalCode: '125009',
      }),
    ).toEqual({ lastMileOperatorId: 'Эта служба не доставляет курьером' });
  });

  it('asks to choose the operator and the method', () => {
    expect(errorsOf({ countryCode: 643 })).toMatchObject({
      lastMileOperatorId: 'Выберите службу доставки',
      lastMileDeliveryMethodId: 'Выберите способ доставки',
    });
  });
});
