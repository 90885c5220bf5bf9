/** The heavy account's parcels (every tab, with tracking events and the sent goods inside) and cargo. */
import { sql } from 'drizzle-orm';
import { cargos, parcels, parcelTrackingEvents } from '../../apps/server/src/db/schema/index.ts';
import { createdAt, insertChunked, type Seeder } from './seed-support.ts';

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

export const parcelSeeder: Seeder = {
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
