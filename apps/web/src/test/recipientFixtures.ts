import type { Country, Page, Recipient } from '@cargo/domain';

/** GET /api/zones/available in the server's order (the web reverses it). */
export const COUNTRIES: Country[] = [
  { id: 1, code: 643, name: 'Россия', iso2: 'RU', phonePrefix: '7' },
  { id: 2, code: 112, name: 'Беларусь', iso2: 'BY', phonePrefix: '375' },
  { id: 3, code: 398, name: 'Казахстан', iso2: 'KZ', phonePrefix: '7' },
  { id: 4, code: 804, name: 'Украина', iso2: 'UA', phonePrefix: '380' },
];

export function page<T>(data: T[], totalElements = data.length, pageNumber = 1): Page<T> {
  return { data, totalElements, totalPages: 0, page: pageNumber };
}

export function recipientFixture(overrides: Partial<Recipient> = {}): Recipient {
  return {
    id: 7,
    surname: 'Иванов',
    name: 'Иван',
    middleName: 'Иванович',
    nickName: null,
    countryCode: 643,
    country: { code: 643, name: 'Россия' },
    recipientClientDataStatus: { id: 1, title: 'На проверке' },
    status: 'ACTIVE',
    email: 'ivan@mail.ru',
    phone: '79991234567',
    inn: '500100732259',
    dateBirthday: '1990-05-01',
    idocSeries: '4510',
    idocNumber: '123456',
    idocOrg: 'ГУ МВД России по г. Москве',
    idocDate: '2015-06-01',
    dobroPoizon: false,
    fromUrl: false,
    cancelReason: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
