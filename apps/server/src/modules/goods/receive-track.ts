import { desc, eq, isNull, sql } from 'drizzle-orm';
import { GOOD_STATUS, normalizeTrack, type StorageSettings, type WarehouseReceipt } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updateStatuses } from '../../db/guarded-update.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { goods, warehouseReceipts } from '../../db/schema/goods.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { deskGoodsByIds, deskGoodsOfTrack } from './desk-goods.js';

/**
 * What else happens, in the scan's transaction, when the warehouse receives goods: handed in by `app.ts` (the
 * parcels module sends a one-click parcel whose last good arrived to assembly; goods cannot import parcels).
 */
export type GoodsReceivedHook = (tx: Executor, goodIds: readonly number[]) => Promise<unknown>;

/**
 * The warehouse scans an arriving Chinese parcel. Registered goods with that track go on the shelf; a track
 * nobody registered is kept as a waif receipt, which the customer claims by registering the track later. Scanning
 * a parcel whose goods are already in the warehouse changes nothing and says so. The goods move along the table's
 * `receive` row, its statuses in the UPDATE's WHERE, so a good a customer withdrew or edited into another status
 * meanwhile is left alone. Tracks match by their key (decision 021): `LC7000…`, ` lc 7000… ` and the customer's
 * `lc7000…` are one parcel, and one open waif receipt per key (a unique index) however often it is scanned.
 */
export async function receiveTrack(
  db: Executor,
  actor: StaffActor,
  track: string,
  settings: StorageSettings,
  onReceived?: GoodsReceivedHook,
): Promise<WarehouseReceipt> {
  const trackNumber = track.trim();
  const trackKey = normalizeTrack(track);
  return db.transaction(async (tx) => {
    // The goods' statuses as they were, locked so that the scan's UPDATE moves exactly these: each good's audit row
    // says which status it left (one row per good, in its own history).
    const before = await tx
      .select({ id: goods.id, statusId: goods.statusId, userId: goods.userId })
      .from(goods)
      .where(eq(goods.trackKey, trackKey))
      .for('update');
    const received = await updateStatuses(tx, {
      table: goods,
      entity: 'good',
      actor: 'staff',
      action: 'receive',
      where: eq(goods.trackKey, trackKey),
      // Free storage days count from the first time the warehouse takes a good in (decision 031).
      set: { updatedAt: new Date(), receivedAt: sql`coalesce(${goods.receivedAt}, now())` },
    });
    if (received.length > 0) {
      const was = new Map(before.map((good) => [good.id, good]));
      for (const good of received) {
        await recordStaffAction(tx, actor, {
          action: 'good.receive',
          objectType: 'good',
          objectId: good.id,
          customerId: was.get(good.id)?.userId ?? null,
          changes: {
            statusId: [was.get(good.id)?.statusId ?? null, good.statusId],
            trackNumber: [null, trackNumber],
          },
        });
      }
      await onReceived?.(
        tx,
        received.map((g) => g.id),
      );
      const shelved = await deskGoodsByIds(
        tx,
        received.map((g) => g.id),
        settings,
      );
      return { trackNumber, waif: false, alreadyReceived: false, goods: shelved };
    }
    const known = await deskGoodsOfTrack(tx, trackKey, settings);
    const present = known.filter((good) => good.goodStatus.id !== GOOD_STATUS.CANCELED);
    if (present.length > 0) return { trackNumber, waif: false, alreadyReceived: true, goods: present };
    const [waif] = await tx
      .insert(warehouseReceipts)
      .values({ trackNumber, trackKey, receivedBy: actor.id })
      .onConflictDoNothing({
        target: warehouseReceipts.trackKey,
        where: isNull(warehouseReceipts.claimedBy),
      })
      .returning({ id: warehouseReceipts.id });
    // A waif scanned again is the same open receipt: nothing changed, no row, and the desk is told it is a repeat.
    if (waif) {
      await recordStaffAction(tx, actor, {
        action: 'receipt.waif',
        objectType: 'receipt',
        objectId: waif.id,
        changes: { trackNumber: [null, trackNumber] },
      });
    }
    return { trackNumber, waif: true, alreadyReceived: waif === undefined, goods: [] };
  });
}

/** Unclaimed waif receipts, newest first. */
export function listWaifReceipts(db: Executor, page: PageRequest) {
  return paginate(
    db,
    () =>
      db
        .select({
          id: warehouseReceipts.id,
          trackNumber: warehouseReceipts.trackNumber,
          receivedAt: warehouseReceipts.receivedAt,
          total: totalCount,
        })
        .from(warehouseReceipts)
        .where(isNull(warehouseReceipts.claimedBy))
        .orderBy(desc(warehouseReceipts.receivedAt), desc(warehouseReceipts.id))
        .$dynamic(),
    page,
    (rows) => rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() })),
  );
}
