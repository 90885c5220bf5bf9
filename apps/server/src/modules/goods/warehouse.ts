import { and, asc, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import { GOOD_STATUS, GOOD_STATUSES_NEEDING_REASON, STAFF_GOOD_TRANSITIONS } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { goodPhotoReports, goods, users, warehouseReceipts } from '../../db/schema/index.js';
import { AppError, conflict } from '../../errors.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { storeImage } from '../uploads/service.js';
import { goodNotFound, viewGoods } from './queries.js';

/** Goods still expected at the warehouse: receiving their track puts them on the shelf. */
const EXPECTED: readonly number[] = [
  GOOD_STATUS.GOODS_REQUEST,
  GOOD_STATUS.READY_GOODS,
  GOOD_STATUS.WAITING,
  GOOD_STATUS.WAIF,
];

/**
 * The warehouse scans an arriving Chinese parcel. Registered goods with that track go on the shelf (20); a track
 * nobody registered is kept as a waif receipt, which the customer claims by registering the track later. Scanning
 * a parcel whose goods are already in the warehouse changes nothing and says so.
 */
export async function receiveTrack(db: Executor, staffId: number, track: string) {
  const trackNumber = track.trim();
  return db.transaction(async (tx) => {
    const received = await tx
      .update(goods)
      .set({ statusId: GOOD_STATUS.ON_STORE, updatedAt: new Date() })
      .where(and(eq(goods.incomingDeclaration, trackNumber), inArray(goods.statusId, [...EXPECTED])))
      .returning({ id: goods.id });
    if (received.length > 0) {
      return {
        trackNumber,
        waif: false,
        alreadyReceived: false,
        goods: await deskGoods(tx, { ids: received.map((g) => g.id) }),
      };
    }
    const known = await deskGoods(tx, { exactTrack: trackNumber });
    const present = known.filter((good) => good.goodStatus.id !== GOOD_STATUS.CANCELED);
    if (present.length > 0) return { trackNumber, waif: false, alreadyReceived: true, goods: present };
    const [open] = await tx
      .select({ id: warehouseReceipts.id })
      .from(warehouseReceipts)
      .where(and(eq(warehouseReceipts.trackNumber, trackNumber), isNull(warehouseReceipts.claimedBy)));
    if (!open) await tx.insert(warehouseReceipts).values({ trackNumber, receivedBy: staffId });
    return { trackNumber, waif: true, alreadyReceived: false, goods: [] };
  });
}

export async function listWaifReceipts(db: Executor) {
  const rows = await db
    .select()
    .from(warehouseReceipts)
    .where(isNull(warehouseReceipts.claimedBy))
    .orderBy(desc(warehouseReceipts.receivedAt));
  return rows.map((row) => ({
    id: row.id,
    trackNumber: row.trackNumber,
    receivedAt: row.receivedAt.toISOString(),
  }));
}

/** Goods of every customer for the desk, with their owner: by ids, exact track, track prefix and/or status. */
export async function deskGoods(
  db: Executor,
  filter: { ids?: number[]; exactTrack?: string; track?: string; statusIds?: number[] },
) {
  const conditions = [];
  if (filter.ids) conditions.push(inArray(goods.id, filter.ids));
  if (filter.exactTrack) conditions.push(eq(goods.incomingDeclaration, filter.exactTrack));
  if (filter.track)
    conditions.push(ilike(goods.incomingDeclaration, `${filter.track.replace(/[\\%_]/g, '')}%`));
  if (filter.statusIds?.length) conditions.push(inArray(goods.statusId, filter.statusIds));
  const rows = await db
    .select({ good: goods, client: { id: users.id, email: users.email, name: users.name } })
    .from(goods)
    .innerJoin(users, eq(users.id, goods.userId))
    .where(and(...conditions))
    .orderBy(asc(goods.incomingDeclaration), asc(goods.id))
    .limit(200);
  const views = await viewGoods(
    db,
    rows.map((row) => row.good),
  );
  return views.map((view, i) => ({ ...view, client: rows[i]!.client }));
}

async function findGood(db: Executor, id: number) {
  const [row] = await db.select().from(goods).where(eq(goods.id, id));
  if (!row) throw goodNotFound();
  return row;
}

export async function addPhotoReport(
  db: Executor,
  storage: FileStorage,
  staffId: number,
  goodId: number,
  data: Buffer,
) {
  await findGood(db, goodId);
  const stored = await storeImage(db, storage, staffId, data, 'image');
  await db.insert(goodPhotoReports).values({ goodId, fileName: stored.fileName, createdBy: staffId });
  const [view] = await viewGoods(db, [await findGood(db, goodId)]);
  return view!;
}

export async function setGoodStatusByStaff(db: Executor, goodId: number, statusId: number, reason?: string) {
  const current = await findGood(db, goodId);
  if (!(STAFF_GOOD_TRANSITIONS[current.statusId] ?? []).includes(statusId)) {
    throw conflict('STATUS_CONFLICT', 'Такой переход статуса недоступен');
  }
  if (GOOD_STATUSES_NEEDING_REASON.includes(statusId) && !reason?.trim()) {
    throw new AppError(400, 'VALIDATION_ERROR', 'Укажите причину', { reason: 'Укажите причину' });
  }
  const [row] = await db
    .update(goods)
    .set({
      statusId,
      statusReason: GOOD_STATUSES_NEEDING_REASON.includes(statusId) ? reason!.trim() : null,
      updatedAt: new Date(),
    })
    .where(and(eq(goods.id, goodId), eq(goods.statusId, current.statusId)))
    .returning();
  if (!row) throw conflict('STATUS_CONFLICT', 'Статус товара уже изменился');
  const [view] = await viewGoods(db, [row]);
  return view!;
}
