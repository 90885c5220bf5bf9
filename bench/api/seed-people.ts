/** The heavy account's people and places: recipients, delivery addresses and the customers it invited. */
import { COUNTRY, DELIVERY_METHOD, LAST_MILE_OPERATOR } from '@cargo/domain';
import { addresses, recipients, users } from '../../apps/server/src/db/schema/index.ts';
import { createdAt, insertChunked, type Seeder } from './seed-support.ts';

export const recipientSeeder: Seeder = {
  name: 'recipients (400 active, 100 archived)',
  async seed(db, account) {
    const rows = Array.from({ length: 500 }, (_, i) => ({
      userId: account.userId,
      countryCode: i % 10 === 0 ? COUNTRY.BELARUS : COUNTRY.RUSSIA,
      surname: `Получателев${i}`,
      name: 'Иван',
      middleName: 'Петрович',
      email: `recipient${i}@example.ru`,
      phone: `7999${String(1000000 + i)}`,
      inn: String(500100732259 + i),
      dateBirthday: '1985-04-12',
      idocSeries: '4510',
      idocNumber: String(100000 + i),
      idocOrg: 'ОТДЕЛОМ УФМС РОССИИ ПО Г. МОСКВЕ',
      idocDate: '2010-06-01',
      statusId: i % 7 === 0 ? 1 : i % 11 === 0 ? 3 : 2,
      archivedAt: i % 5 === 4 ? createdAt(i, 500) : null,
      createdAt: createdAt(i, 500),
    }));
    await db.transaction(async (tx) => {
      const ids = await tx.insert(recipients).values(rows).returning({ id: recipients.id });
      account.recipientIds = ids.map((row) => row.id);
    });
    return rows.length;
  },
};

export const addressSeeder: Seeder = {
  name: 'addresses (380 active, 100 archived, 20 partner-network)',
  async seed(db, account) {
    const rows = Array.from({ length: 500 }, (_, i) => {
      const pickup = i % 2 === 0;
      return {
        userId: account.userId,
        name: `Адрес ${i}`,
        countryCode: COUNTRY.RUSSIA,
        lastMileOperatorId: pickup ? LAST_MILE_OPERATOR.CDEK : LAST_MILE_OPERATOR.DPD,
        deliveryMethodId: pickup ? DELIVERY_METHOD.BRANCH : DELIVERY_METHOD.COURIER,
        city: 'Москва',
        cityCode: 44,
        address: `ул. Тверская, д. ${1 + (i % 120)}, кв. ${i}`,
        postalCode: '125009',
        pvzCode: pickup ? `CDEK-44-${1 + (i % 5)}` : null,
        pvzName: pickup ? 'СДЭК Тверская' : null,
        isDobropozin: i % 25 === 3,
        archivedAt: i % 5 === 4 ? createdAt(i, 500) : null,
        createdAt: createdAt(i, 500),
      };
    });
    await db.transaction(async (tx) => {
      const ids = await tx.insert(addresses).values(rows).returning({ id: addresses.id });
      account.addressIds = ids.map((row) => row.id);
    });
    return rows.length;
  },
};

export const referralSeeder: Seeder = {
  name: 'referrals (100 invited customers)',
  async seed(db, account) {
    const rows = Array.from({ length: 100 }, (_, i) => ({
      email: `invited${i}@example.ru`,
      passwordHash: 'not-a-password-hash',
      name: `Приглашённый ${i}`,
      referralCode: `BENCH${String(i).padStart(3, '0')}`,
      referrerId: account.userId,
      createdAt: createdAt(i, 100),
    }));
    return insertChunked(db, rows, (tx, chunk) => tx.insert(users).values(chunk));
  },
};
