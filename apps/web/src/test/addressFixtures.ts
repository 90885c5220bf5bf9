import type { Address, PickupPoint } from '@cargo/domain';

export function addressFixture(overrides: Partial<Address> = {}): Address {
  return {
    id: 3,
    name: 'Дом',
    address: 'ул. Тверская, д. 12',
    city: 'Москва',
    cityCode: 44,
    postalCode: '125009',
    create_date: '2026-11-21T10:00:00.000Z',
    country: { code: 643, name: 'Россия' },
    lastMileOperator: { id: 3, name: 'СДЭК' },
    lastMileDeliveryMethod: { id: 2, name: 'Пункт выдачи' },
    pvzCode: 'MSK123',
    pvzName: 'СДЭК на Тверской',
    isDobropozin: false,
    status: 'ACTIVE',
    ...overrides,
  };
}

export function pickupPointFixture(overrides: Partial<PickupPoint> = {}): PickupPoint {
  return {
    code: 'MSK123',
    name: 'СДЭК на Тверской',
    operatorId: 3,
    operatorName: 'СДЭК',
    countryCode: 643,
    city: 'Москва',
    cityCode: 44,
    address: 'ул. Тверская, д. 12',
    postalCode: '125009',
    workTime: 'Пн-Вс 10:00-21:00',
    type: 'PVZ',
    ...overrides,
  };
}
