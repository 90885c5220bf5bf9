import { eq } from 'drizzle-orm';
import { GOOD_INITIAL_STATUS, GOOD_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { goods } from '../../db/schema/goods.js';
import { claimWaifReceipt } from './create-goods.js';
import { goodColumns, type GoodItem } from './good-columns.js';
import { findOwnGood, goodNotFound } from './queries.js';
import { goodTrackColumns } from './track-columns.js';

/**
 * The good rows of one-click goods. The parcels module owns the one-click flow and calls these inside its
 * transactions, after it has guarded the parcel row.
 */

/** The good of a new one-click parcel: ready to go (9), or on the shelf when the warehouse already holds its track. */
export async function insertReadyGood(
  tx: Executor,
  userId: number,
  track: string,
  item: GoodItem,
  parcelId: number,
) {
  const columns = await goodColumns(tx, userId, item, 'goods.0.');
  const received = await claimWaifReceipt(tx, userId, track);
  const [good] = await tx
    .insert(goods)
    .values({
      ...columns,
      userId,
      ...goodTrackColumns(track),
      statusId: received ? GOOD_INITIAL_STATUS.alreadyReceived : GOOD_INITIAL_STATUS.oneClick,
      receivedAt: received,
      isReady: true,
      parcelId,
    })
    .returning();
  return good!;
}

export async function findOwnReadyGood(db: Executor, userId: number, id: number) {
  const row = await findOwnGood(db, userId, id);
  if (!row.isReady) throw goodNotFound();
  return row;
}

/** Changes a one-click good's data while the transition table allows it (`editReady`). */
export async function updateReadyGoodRow(
  tx: Executor,
  userId: number,
  id: number,
  track: string,
  item: GoodItem,
) {
  const columns = await goodColumns(tx, userId, item, 'goods.0.');
  return updateStatus(tx, {
    table: goods,
    entity: 'good',
    actor: 'customer',
    action: 'editReady',
    id,
    ownerId: userId,
    where: eq(goods.isReady, true),
    set: { ...columns, ...goodTrackColumns(track), updatedAt: new Date() },
    notFound: goodNotFound,
    refusal: GOOD_MESSAGES.notEditable,
  });
}

/** Withdraws a one-click good the warehouse has not received (`deleteReady`): it goes to the archive. */
export function cancelReadyGoodRow(tx: Executor, userId: number, id: number) {
  return updateStatus(tx, {
    table: goods,
    entity: 'good',
    actor: 'customer',
    action: 'deleteReady',
    id,
    ownerId: userId,
    where: eq(goods.isReady, true),
    set: { updatedAt: new Date() },
    notFound: goodNotFound,
    refusal: GOOD_MESSAGES.deleteOnlyExpected,
  });
}
