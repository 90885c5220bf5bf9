import type { MyInfo } from '../shared/session/myInfo';

export function myInfoFixture(overrides: Partial<MyInfo> = {}): MyInfo {
  return {
    id: 12,
    email: 'ivan@example.ru',
    role: 'client',
    name: 'Иван',
    surname: 'Петров',
    middleName: null,
    phone: '79991234567',
    registrationSourceId: 1,
    referralCode: 'K7P2QX9M',
    referralId: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    accounts: [
      { id: 1, currency: { ccy: 'RUB', code: 643 }, balance: 1234.5 },
      { id: 2, currency: { ccy: 'CNY', code: 156 }, balance: 88 },
      { id: 3, currency: { ccy: 'USD', code: 840 }, balance: 0 },
      { id: 4, currency: { ccy: 'EUR', code: 978 }, balance: 0 },
    ],
    recipientClientData: null,
    ...overrides,
  };
}
