/**
 * The heavy account: one customer with everything a long-standing customer accumulates. Each module that adds a
 * list adds its seeder here (and its call to calls.ts), so the bench always measures full lists.
 * Rows go in through the server's own schema, one transaction per table.
 */
import {
  COUNTRY,
  DELIVERY_METHOD,
  GOOD_STATUS,
  LAST_MILE_OPERATOR,
  PARCEL_STATUS,
  TOP_UP_STATUS,
} from '@cargo/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import {
  addresses,
  cargos,
  goodPhotoReports,
  parcelTrackingEvents,
  goods,
  parcels,
  recipients,
  topUps,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { createCustomer, hashPassword } from '../../apps/server/src/modules/auth/index.ts';
import { helpdeskSeeder } from './seed-helpdesk.ts';
import { orderSeeder } from './seed-orders.ts';
import { createdAt, type HeavyAccount, insertChunked, type Seeder } from './seed-support.ts';
import { notificationSeeder } from './seed-notifications.ts';

export const HEAVY_EMAIL = 'heavy.customer@example.ru';
export const HEAVY_PASSWORD = 'bench-heavy-password';

export type { HeavyAccount, Seeder };

/**
 * How many goods the heavy account holds: 10,000, or `BENCH_GOODS` (e.g. 100000, to show what a read costs when the
 * history grows tenfold); the mix below is scaled to it.
 */
export const GOODS_TOTAL = Number(process.env.BENCH_GOODS ?? 10_000);
if (!Number.isInteger(GOODS_TOTAL) || GOODS_TOTAL < 10_000) throw new Error('BENCH_GOODS: 10000 or more');

/** 10,000 goods: every section filled, most of them history (sent, archive), as on a customer of some years. */
const GOOD_MIX_10K: Array<[status: number, count: number]> = [
  [GOOD_STATUS.WAITING, 1200],
  [GOOD_STATUS.RECEIVED, 300],
  [GOOD_STATUS.GOODS_REQUEST, 100],
  [GOOD_STATUS.WAIF, 100],
  [GOOD_STATUS.ON_STORE, 800],
  [GOOD_STATUS.DOES_NOT_MEET_REQUIREMENTS, 150],
  [GOOD_STATUS.NO_GOODS, 100],
  [GOOD_STATUS.RETURN_TO_SENDER, 100],
  [GOOD_STATUS.AWAITING_RETURN, 50],
  [GOOD_STATUS.RETURN_IS_OVERDUE, 50],
  [GOOD_STATUS.CANCELLATION_OF_RETURN, 50],
  [GOOD_STATUS.CHANGE_DATA, 50],
  [GOOD_STATUS.HANDED_OVER_TO_THE_COURIER, 50],
  [GOOD_STATUS.SENT, 4100],
  [GOOD_STATUS.IN_PARCEL, 500],
  [GOOD_STATUS.ON_PICKING, 300],
  [GOOD_STATUS.CANCELED, 1500],
  [GOOD_STATUS.RETURNED_TO_SENDER, 400],
];
const GOOD_MIX = GOOD_MIX_10K.map(([status, count]): [number, number] => [
  status,
  Math.round((count * GOODS_TOTAL) / 10_000),
]);
/** One-click goods, each with its own parcel; counted in the 10,000. */
const READY_GOODS = 100;
const WITH_PHOTO_REPORT = new Set<number>([GOOD_STATUS.ON_STORE, GOOD_STATUS.DOES_NOT_MEET_REQUIREMENTS]);

const recipientSeeder: Seeder = {
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

const addressSeeder: Seeder = {
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

const goodsSeeder: Seeder = {
  name: `goods (${GOODS_TOTAL.toLocaleString('en')}, with photo and track; 100 one-click with their parcels; photo reports)`,
  async seed(db, account) {
    const statuses = GOOD_MIX.flatMap(([status, count]) => Array<number>(count).fill(status));
    const total = statuses.length + READY_GOODS;
    // Shuffled deterministically, so each section's goods are spread over the whole two years.
    for (let i = statuses.length - 1; i > 0; i -= 1) {
      const j = (i * 7919) % (i + 1);
      [statuses[i], statuses[j]] = [statuses[j]!, statuses[i]!];
    }
    const parcelIds = await db.transaction(async (tx) => {
      const rows = Array.from({ length: READY_GOODS }, (_, i) => ({
        userId: account.userId,
        name: `Посылка в один клик ${i + 1}`,
        statusId: PARCEL_STATUS.PARCEL_REQUEST,
        recipientId: account.recipientIds[i % account.recipientIds.length]!,
        addressId: account.addressIds[i % account.addressIds.length]!,
        deliveryTransportId: 111,
        packageTypeId: 1,
        additionalServicesIds: [2, 3],
        createdAt: createdAt(total - READY_GOODS + i, total),
      }));
      return (await tx.insert(parcels).values(rows).returning({ id: parcels.id })).map((row) => row.id);
    });
    const good = (i: number, statusId: number, parcelId: number | null) => ({
      userId: account.userId,
      incomingDeclaration: `YT${String(7000000000000 + i)}`,
      trackKey: `YT${String(7000000000000 + i)}`,
      statusId,
      qty: 1 + (i % 4),
      price: `${39 + (i % 900)}.${String(i % 100).padStart(2, '0')}`,
      description: `Кроссовки беговые, размер ${36 + (i % 10)}, цвет ${i % 2 ? 'чёрный' : 'белый'}`,
      infoUrl: `https://item.taobao.com/item.htm?id=${600000000000 + i}&spm=a1z10.3-c.w4002-${i}.9`,
      commentProduct: i % 3 === 0 ? 'Проверить размер по стельке' : null,
      picture: `${String(i).padStart(8, '0')}-bench-photo.jpg`,
      serviceType: i % 2 ? 'WITH_CHECK' : 'WITHOUT_CHECK',
      additionalServicesIds: i % 2 ? [1, 4] : [4],
      parcelId,
      isReady: parcelId !== null,
      createdAt: createdAt(i, total),
    });
    const rows = [
      ...statuses.map((status, i) => good(i, status, null)),
      ...parcelIds.map((parcelId, i) => good(statuses.length + i, GOOD_STATUS.READY_GOODS, parcelId)),
    ];
    const inserted: Array<{ id: number; statusId: number }> = [];
    await insertChunked(db, rows, async (tx, chunk) => {
      inserted.push(
        ...(await tx.insert(goods).values(chunk).returning({ id: goods.id, statusId: goods.statusId })),
      );
    });
    const reports = inserted
      .filter((row) => WITH_PHOTO_REPORT.has(row.statusId))
      .flatMap((row) => [1, 2].map((n) => ({ goodId: row.id, fileName: `${row.id}-report-${n}.jpg` })));
    await insertChunked(db, reports, (tx, chunk) => tx.insert(goodPhotoReports).values(chunk));
    return rows.length;
  },
};

const referralSeeder: Seeder = {
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

/** 200 top-ups over two years: mostly card payments that went through, some crypto, some failed or refunded. */
const topUpSeeder: Seeder = {
  name: 'top-ups (200)',
  async seed(db, account) {
    const statusOf = (i: number) =>
      i % 17 === 0
        ? TOP_UP_STATUS.FAILED
        : i % 41 === 0
          ? TOP_UP_STATUS.REFUNDED
          : i === 199
            ? TOP_UP_STATUS.PENDING
            : TOP_UP_STATUS.SUCCEEDED;
    const rows = Array.from({ length: 200 }, (_, i) => {
      const crypto = i % 5 === 0;
      const statusId = statusOf(i);
      const at = createdAt(i, 200);
      return {
        userId: account.userId,
        method: crypto ? 'crypto' : 'card',
        provider: crypto ? 'sandbox-crypto' : 'sandbox-card',
        providerPaymentId: crypto
          ? `INV-B${String(i).padStart(7, '0')}`
          : `sbx_bench${String(i).padStart(19, '0')}`,
        statusId,
        amount: crypto ? `${50 + (i % 10) * 25}.00` : `${1000 + (i % 30) * 500}.00`,
        currency: crypto ? 'USD' : 'RUB',
        idempotencyKey: `bench-top-up-${i}`,
        failureReason: statusId === TOP_UP_STATUS.FAILED ? 'Банк отклонил платёж' : null,
        createdAt: at,
        updatedAt: at,
        paidAt: statusId === TOP_UP_STATUS.SUCCEEDED || statusId === TOP_UP_STATUS.REFUNDED ? at : null,
      };
    });
    return insertChunked(db, rows, (tx, chunk) => tx.insert(topUps).values(chunk));
  },
};

/** How many ledger rows the heavy account holds (the web asks for them all at once: offset=100000). */
export const LEDGER_ROWS = 100_000;

/**
 * 100,000 ledger rows over two years in one INSERT … SELECT generate_series (the append-only trigger allows
 * inserts), spread over the four accounts (RUB 12 of 20 rows, CNY 6, USD 1, EUR 1). Per account, every fifth row
 * pair is a debit of at most 700 between credits of at least 1000, so no balance_after is ever negative;
 * balance_after is the running sum, and the account's balance is set to its last one, as the ledger functions
 * would have left them.
 */
const ledgerSeeder: Seeder = {
  name: `ledger (${LEDGER_ROWS.toLocaleString('en')} rows on four accounts, two years)`,
  async seed(db, account) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with rows as (
          select g,
            case when g % 20 < 12 then 'RUB' when g % 20 < 18 then 'CNY' when g % 20 = 18 then 'USD' else 'EUR' end
              as currency,
            (g / 20) % 5 in (2, 4) as is_debit,
            now() - make_interval(mins => (${LEDGER_ROWS} - g) * 10) as created_at
          from generate_series(1, ${LEDGER_ROWS}) as g
        ), amounts as (
          select r.*, a.id as account_id,
            case when r.is_debit then -(100 + (r.g * 37) % 600)::numeric(14,2)
                 else (1000 + (r.g * 53) % 1000 + (r.g % 100) / 100.0)::numeric(14,2) end as amount
          from rows r join accounts a on a.user_id = ${account.userId} and a.currency = r.currency
        )
        insert into account_transactions (account_id, amount, balance_after, kind, comment, reference_type,
          reference_id, created_at)
        select account_id, amount,
          sum(amount) over (partition by account_id order by g),
          case when not is_debit then 'top_up' when g % 3 = 0 then 'order_payment' else 'parcel_payment' end,
          case when not is_debit then 'Пополнение банковской картой'
               when g % 3 = 0 then 'Оплата заказа ' || g else 'Оплата посылки ' || g end,
          case when not is_debit then null when g % 3 = 0 then 'order' else 'parcel' end,
          case when is_debit then g end,
          created_at
        from amounts order by g`);
      await tx.execute(sql`
        update accounts a set balance = coalesce(
          (select t.balance_after from account_transactions t where t.account_id = a.id order by t.id desc limit 1), 0)
        where a.user_id = ${account.userId}`);
    });
    return LEDGER_ROWS;
  },
};

/** 2,000 parcels across the four tabs (statuses of every group), mostly history, as on a customer of some years. */
const PARCEL_MIX: Array<[status: number, count: number]> = [
  [9, 50],
  [10, 100],
  [15, 50],
  [20, 50],
  [30, 30],
  [33, 60],
  [40, 40],
  [50, 100],
  [200, 100],
  [350, 80],
  [400, 80],
  [450, 20],
  [500, 100],
  [510, 20],
  [600, 400],
  [102, 100],
  [950, 520],
];
const PARCELS = PARCEL_MIX.reduce((n, [, count]) => n + count, 0);

const parcelSeeder: Seeder = {
  name: `parcels (${PARCELS}, across the tabs, with tracking events and goods in the sent ones; 200 cargo)`,
  async seed(db, account) {
    const statuses = PARCEL_MIX.flatMap(([status, count]) => Array<number>(count).fill(status));
    for (let i = statuses.length - 1; i > 0; i -= 1) {
      const j = (i * 7919) % (i + 1);
      [statuses[i], statuses[j]] = [statuses[j]!, statuses[i]!];
    }
    const weighed = (status: number) => status >= 33 && status !== 35;
    const rows = statuses.map((statusId, i) => ({
      userId: account.userId,
      name: `Посылка ${i + 1}: кроссовки и одежда`,
      statusId,
      recipientId: statusId === 9 ? null : account.recipientIds[i % account.recipientIds.length]!,
      addressId: statusId === 9 ? null : account.addressIds[i % account.addressIds.length]!,
      deliveryTransportId: statusId === 9 ? null : 111,
      packageTypeId: 1,
      additionalServicesIds: [2, 3],
      outgoingDeclaration: statusId >= 50 && statusId !== 102 ? `CN${String(100000000 + i)}RU` : null,
      weightKg: weighed(statusId) ? `${1 + (i % 9)}.${i % 10}00` : null,
      chargeableWeightKg: weighed(statusId) ? `${1 + (i % 9)}.${i % 10}` : null,
      deliveryPrice: weighed(statusId) ? `${990 + (i % 9) * 790}.00` : null,
      declaredValue: weighed(statusId) ? `${200 + (i % 1500)}.00` : null,
      statusReason: statusId === 450 || statusId === 510 ? 'Нужны документы от получателя' : null,
      createdAt: createdAt(i, statuses.length),
    }));
    const ids: number[] = [];
    await insertChunked(db, rows, async (tx, chunk) => {
      ids.push(...(await tx.insert(parcels).values(chunk).returning({ id: parcels.id })).map((r) => r.id));
    });
    const events = ids.flatMap((parcelId, i) => [
      { parcelId, statusId: 10, place: 'Склад в Гуанчжоу', at: createdAt(i, ids.length) },
      { parcelId, statusId: statuses[i]!, place: null, at: createdAt(i, ids.length) },
    ]);
    await insertChunked(db, events, (tx, chunk) => tx.insert(parcelTrackingEvents).values(chunk));
    // The sent goods ride in the sent and archived parcels, a few goods each.
    await db.execute(sql`
      with p as (
        select id, row_number() over (order by id) - 1 as n, count(*) over () as c
        from parcels where user_id = ${account.userId} and status_id >= 50 and outgoing_declaration is not null
      ), g as (
        select id, row_number() over (order by id) - 1 as n
        from goods where user_id = ${account.userId} and parcel_id is null and status_id in (30, 130, 140)
      )
      update goods set parcel_id = p.id from g join p on p.n = g.n % p.c where goods.id = g.id`);
    const cargoRows = Array.from({ length: 200 }, (_, i) => ({
      userId: account.userId,
      name: `Карго ${i + 1}`,
      placesCount: 1 + (i % 20),
      statusId: [10, 20, 33, 40, 50][i % 5]!,
      createdAt: createdAt(i, 200),
    }));
    await insertChunked(db, cargoRows, (tx, chunk) => tx.insert(cargos).values(chunk));
    return rows.length + events.length + cargoRows.length;
  },
};

/** In dependency order: later seeders may use the ids earlier ones left in the account. */
export const SEEDERS: Seeder[] = [
  recipientSeeder,
  addressSeeder,
  goodsSeeder,
  parcelSeeder,
  referralSeeder,
  topUpSeeder,
  ledgerSeeder,
  orderSeeder,
  helpdeskSeeder,
  notificationSeeder,
];

export async function seedHeavyAccount(db: Database, log: (line: string) => void): Promise<HeavyAccount> {
  const passwordHash = await hashPassword(HEAVY_PASSWORD);
  const user = await db.transaction((tx) =>
    createCustomer(tx, { email: HEAVY_EMAIL, passwordHash, name: 'Нагрузка', surname: 'Тяжёлый' }),
  );
  const account: HeavyAccount = { userId: user.id, recipientIds: [], addressIds: [] };
  for (const seeder of SEEDERS) {
    const started = performance.now();
    const rows = await seeder.seed(db, account);
    log(`  ${seeder.name}: ${rows} rows in ${Math.round(performance.now() - started)} ms`);
  }
  return account;
}

/** The heavy customer's access token from a running portal (the bench signs in once, as a customer would). */
export async function signInHeavy(portalUrl: string): Promise<string> {
  const signIn = await fetch(`${portalUrl}/api/client/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: HEAVY_EMAIL, password: HEAVY_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  return ((await signIn.json()) as { token: string }).token;
}
