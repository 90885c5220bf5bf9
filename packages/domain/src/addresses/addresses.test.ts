import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  collapseEmptyAddressParts,
  hasHouseNumber,
  streetWithHouse,
  tidyAddressLine,
} from './addresses.js';
import { formatAddressLine } from './addresses-answers.js';

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

  it('needs a house number in a courier address and drops the comma a picked street leaves', () => {
    const courier = {
      countryCode: 643,
      lastMileOperatorId: 3,
      lastMileDeliveryMethodId: 1,
      city: 'Санкт-Петербург',
      postalCode: '190062',
    };
    expect(errorsOf({ ...courier, address: 'Невский пр-т, ' })).toEqual({ address: 'Укажите номер дома' });
    expect(addressSchema.parse({ ...courier, address: 'Невский пр-т,, 28 ' }).address).toBe(
      'Невский пр-т, 28',
    );
    for (const text of ['Невский пр-т', 'ул. 8 Марта', 'Москва, ул. Тверская', '1-я Тверская-Ямская'])
      expect(hasHouseNumber(text), text).toBe(false);
    for (const text of [
      'ул. Ленина, 1',
      'ул. Тверская, д. 12',
      'Ленина 5к2',
      'пр. Победителей 12/3',
      'ул. Ленина д.5',
    ])
      expect(hasHouseNumber(text), text).toBe(true);
  });

  it('limits every free-text field', () => {
    expect(
      errorsOf({
        countryCode: 643,
        lastMileOperatorId: 3,
        lastMileDeliveryMethodId: 1,
        name: 'Д'.repeat(61),
        city: 'Г'.repeat(101),
        address: `ул. ${'А'.repeat(200)}, 1`,
        postalCode: '1'.repeat(21),
        pvzCode: 'X'.repeat(41),
      }),
    ).toMatchObject({
      name: 'Не более 60 символов',
      city: 'Не более 100 символов',
      address: 'Не более 200 символов',
      postalCode: 'Не более 20 символов',
      pvzCode: 'Не более 40 символов',
    });
  });

  it('formats the address line without empty parts', () => {
    expect(formatAddressLine({ address: 'Невский пр-т,', postalCode: '190062' })).toBe(
      'Невский пр-т, 190062',
    );
    expect(formatAddressLine({ address: null, postalCode: null })).toBe('');
  });
});

describe('a street picked from the suggestions', () => {
  it('is the street, ready for the house, and keeps a house typed before the pick', () => {
    expect(streetWithHouse('ул. Баумана', 'Баум')).toBe('ул. Баумана, ');
    expect(streetWithHouse('ул. Баумана', 'Бау, д. 15')).toBe('ул. Баумана, д. 15');
    expect(streetWithHouse('ул. Баумана', 'ул. Баумана, , д. 15, кв. 3')).toBe('ул. Баумана, д. 15, кв. 3');
  });

  it('never grows empty parts as the house is typed, and leaves no dangling comma', () => {
    const picked = streetWithHouse('ул. Баумана', 'Баум');
    expect(collapseEmptyAddressParts(`${picked}, д. 15`)).toBe('ул. Баумана, д. 15');
    expect(collapseEmptyAddressParts(picked)).toBe('ул. Баумана, ');
    expect(tidyAddressLine(picked)).toBe('ул. Баумана');
  });
});
