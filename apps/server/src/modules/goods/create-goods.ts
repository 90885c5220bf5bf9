import { and, eq, isNull } from 'drizzle-orm';
import { GOOD_INITIAL_STATUS, normalizeTrack } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { goods, warehouseReceipts } from '../../db/schema/goods.js';
import { goodColumns, type GoodColumns, type GoodItem } from './good-columns.js';
import { goodTrackColumns } from './track-columns.js';

/**
 * A registered track the warehouse already received as a waif (nobody had registered it) is claimed by this
 * customer: the goods start on the warehouse shelf instead of waiting. Tracks match by their key, so `lc 7000…`
 * claims the receipt scanned as `LC7000…`.
 */
export async function claimWaifReceipt(tx: Executor, userId: number, track: string): Promise<Date | null> {
  const claimed = await tx
    .update(warehouseReceipts)
    .set({ claimedBy: userId, claimedAt: new Date() })
    .where(and(eq(warehouseReceipts.trackKey, normalizeTrack(track)), isNull(warehouseReceipts.claimedBy)))
    .returning({ receivedAt: warehouseReceipts.receivedAt });
  // When the warehouse took it in: the goods' free storage days count from there (decision 031).
  return claimed[0]?.receivedAt ?? null;
}

/**
 * Goods under one track in the caller's transaction: they wait for the warehouse (status 10), or start on the shelf
 * when the warehouse already holds the track as a waif.
 */
async function insertRegisteredGoods(tx: Executor, userId: number, track: string, rows: GoodColumns[]) {
  const received = await claimWaifReceipt(tx, userId, track);
  const statusId = received ? GOOD_INITIAL_STATUS.alreadyReceived : GOOD_INITIAL_STATUS.registered;
  return tx
    .insert(goods)
    .values(
      rows.map((row) => ({ ...row, userId, ...goodTrackColumns(track), statusId, receivedAt: received })),
    )
    .returning();
}

/** New goods under one track; with one-click disabled they wait for the warehouse (status 10). */
export async function createGoods(db: Executor, userId: number, track: string, items: GoodItem[]) {
  const rows: GoodColumns[] = [];
  for (const [index, item] of items.entries())
    rows.push(await goodColumns(db, userId, item, `goods.${index}.`));
  return db.transaction((tx) => insertRegisteredGoods(tx, userId, track, rows));
}

/**
 * One good registered for a customer inside the caller's transaction (a purchased buyout lot handed to the
 * warehouse's flow): checked like the goods form's, and created the way `createGoods` creates them.
 */
export async function createGoodIn(tx: Executor, userId: number, track: string, item: GoodItem) {
  const columns = await goodColumns(tx, userId, item, 'goods.0.');
  const [good] = await insertRegisteredGoods(tx, userId, track, [columns]);
  return good!;
}
