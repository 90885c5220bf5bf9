/** The heavy account's goods: the status mix of a customer of some years, scaled to `BENCH_GOODS`. */
import { GOOD_STATUS, PARCEL_STATUS } from '@cargo/domain';
import { goodPhotoReports, goods, parcels } from '../../apps/server/src/db/schema/index.ts';
import { createdAt, insertChunked, type Seeder } from './seed-support.ts';

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

export const goodsSeeder: Seeder = {
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
