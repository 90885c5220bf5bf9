/**
 * Flights (decision 062): the heavy account's paid parcels (40) on an open flight, for the desk's flight calls; and
 * `seedBigFlight`, a flight of thousands of parcels for the registry's memory bench (`flight-registry.ts`).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { flightParcels, flights, goods, parcels } from '../../apps/server/src/db/schema/index.ts';
import { insertChunked, type Seeder } from './seed-support.ts';

export const BENCH_FLIGHT_NUMBER = 'BENCH-001';

export const flightSeeder: Seeder = {
  name: 'a flight holding the account’s paid parcels (40), each with its outgoing track',
  async seed(db, account) {
    const [flight] = await db
      .insert(flights)
      .values({
        number: BENCH_FLIGHT_NUMBER,
        carrier: 'China Southern',
        plannedDate: new Date().toISOString().slice(0, 10),
      })
      .returning({ id: flights.id });
    const ready = await db
      .select({ id: parcels.id })
      .from(parcels)
      .where(and(eq(parcels.userId, account.userId), eq(parcels.statusId, 40)));
    await insertChunked(db, ready, (tx, chunk) =>
      tx.insert(flightParcels).values(
        chunk.map((p) => ({
          flightId: flight!.id,
          parcelId: p.id,
          outgoingDeclaration: `CN${700000000 + p.id}RU`,
        })),
      ),
    );
    return ready.length + 1;
  },
};

/**
 * A flight of `count` paid parcels of one customer, two goods lines each (one in CNY, one in USD, each with a
 * link, and every other one with its ТН ВЭД code), on an open flight with each parcel's outgoing track.
 */
export async function seedBigFlight(
  db: Database,
  input: { userId: number; recipientId: number; addressId: number; count: number; number: string },
) {
  const rows = Array.from({ length: input.count }, (_, i) => ({
    userId: input.userId,
    name: `Рейсовая посылка ${i + 1}`,
    statusId: 40,
    recipientId: input.recipientId,
    addressId: input.addressId,
    deliveryTransportId: 111,
    packageTypeId: 1,
    additionalServicesIds: [2, 3],
    weightKg: `${1 + (i % 9)}.${i % 10}00`,
    deliveryPrice: '990.00',
    declaredValue: '350.00',
  }));
  const ids: number[] = [];
  await insertChunked(db, rows, async (tx, chunk) => {
    ids.push(...(await tx.insert(parcels).values(chunk).returning({ id: parcels.id })).map((r) => r.id));
  });
  const lines = ids.flatMap((parcelId, i) =>
    [0, 1].map((k) => ({
      userId: input.userId,
      incomingDeclaration: `YT${String(8000000000000 + i * 2 + k)}`,
      trackKey: `YT${String(8000000000000 + i * 2 + k)}`,
      qty: 1 + ((i + k) % 4),
      price: k === 0 ? `${50 + (i % 400)}.50` : `${5 + (i % 60)}.25`,
      currency: k === 0 ? 'CNY' : 'USD',
      description: k === 0 ? 'Кроссовки мужские кожаные' : 'Футболка хлопковая с принтом',
      infoUrl: `https://item.taobao.com/item.htm?id=${100000000 + i * 2 + k}`,
      tnvedCode: k === 0 && i % 2 === 0 ? '6403990000' : null,
      additionalServicesIds: [],
      statusId: 30,
      parcelId,
    })),
  );
  await insertChunked(db, lines, (tx, chunk) => tx.insert(goods).values(chunk));
  const [flight] = await db
    .insert(flights)
    .values({
      number: input.number,
      carrier: 'China Southern',
      plannedDate: new Date().toISOString().slice(0, 10),
    })
    .returning({ id: flights.id });
  await insertChunked(db, ids, (tx, chunk) =>
    tx
      .insert(flightParcels)
      .values(
        chunk.map((parcelId) => ({ flightId: flight!.id, parcelId, outgoingDeclaration: `CN${parcelId}RU` })),
      ),
  );
  await db.execute(sql`analyze`);
  return flight!.id;
}
