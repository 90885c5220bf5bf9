import { describe, expect, it } from 'vitest';
import {
  type AddressForRules,
  addressesForTariff,
  pickupPointQuery,
  pickupPointScope,
} from './delivery-rules.js';

const address = (over: Partial<AddressForRules> & { id: number }) => ({
  city: 'Москва',
  address: 'ул. Тверская, д. 1',
  createDate: '2026-01-01T00:00:00Z',
  countryCode: 643,
  lastMileOperatorId: 3,
  lastMileDeliveryMethodId: 2,
  ...over,
});

const book = [
  address({ id: 1 }),
  address({ id: 2, lastMileDeliveryMethodId: 1, createDate: null }),
  address({ id: 3, lastMileDeliveryMethodId: 1 }),
  address({ id: 4, lastMileOperatorId: 2 }),
  address({ id: 5, city: 'Добропост', lastMileOperatorId: 4 }),
  address({ id: 6, countryCode: 112, city: 'Минск' }),
  address({ id: 7, countryCode: 112, city: 'Минск', lastMileOperatorId: 8 }),
  address({ id: 8, lastMileDeliveryMethodId: 2, createDate: null }),
];
const ids = (list: { id: number }[]) => list.map((a) => a.id);

describe('delivery rules (spec section 5)', () => {
  it('hides courier addresses without a creation date, whatever the tariff', () => {
    expect(ids(addressesForTariff(book, null))).toEqual([1, 3, 4, 5, 6, 7, 8]);
  });

  it('drops the partner operator and the partner-network city for tariffs other than 114', () => {
    expect(ids(addressesForTariff(book, { id: 111, title: 'Авиа Стандарт' }))).toEqual([1, 3, 6, 7, 8]);
  });

  it('keeps them for tariff 114', () => {
    expect(ids(addressesForTariff(book, { id: 114, title: 'Добропост' }))).toEqual([1, 3, 4, 5, 6, 7, 8]);
  });

  it('limits "DP Беларусь" to CDEK pickup points in Belarus', () => {
    expect(ids(addressesForTariff(book, { id: 115, title: 'DP Беларусь' }))).toEqual([6]);
    expect(ids(addressesForTariff(book, { id: 999, title: 'DP Беларусь' }))).toEqual([6]);
    expect(pickupPointScope({ id: 115, title: 'DP Беларусь' })).toEqual({ operators: [3], countryCode: 112 });
    expect(pickupPointScope({ id: 111, title: 'Авиа Стандарт' })).toEqual({
      operators: null,
      countryCode: null,
    });
  });

  it('hides courier addresses saved without a house number', () => {
    const street = address({ id: 9, lastMileDeliveryMethodId: 1, address: 'Невский пр-т' });
    const house = address({ id: 10, lastMileDeliveryMethodId: 1, address: 'Невский пр-т, 28' });
    expect(ids(addressesForTariff([street, house], null))).toEqual([10]);
  });

  it('chooses whose pickup points /api/pvz/data lists', () => {
    expect(pickupPointQuery(null)).toEqual({ operatorIds: [4], countryCode: null });
    expect(pickupPointQuery(null, 8)).toEqual({ operatorIds: [8], countryCode: null });
    expect(pickupPointQuery({ id: 114, title: 'Добропост' }, 8)).toEqual({
      operatorIds: [2],
      countryCode: null,
    });
    expect(pickupPointQuery({ id: 115, title: 'DP Беларусь' }, 4)).toEqual({
      operatorIds: [3],
      countryCode: 112,
    });
  });
});
