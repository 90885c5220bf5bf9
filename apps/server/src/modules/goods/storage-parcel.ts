import { asc, eq, sql } from 'drizzle-orm';
import { addMoney } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { goods } from '../../db/schema/goods.js';

/**
 * What a parcel's goods owe for storage (roubles, exact), read with their rows locked in the caller's transaction:
 * weighing prices it into the parcel and packs the goods, and the daily job cannot add to it meanwhile. Locked in
 * id order, the order the daily job locks a customer's goods in, so the two queue instead of deadlocking.
 */
export async function storageDueOfParcel(tx: Executor, parcelId: number): Promise<string> {
  const rows = await tx
    .select({ due: goods.storageFeeDue })
    .from(goods)
    .where(eq(goods.parcelId, parcelId))
    .orderBy(asc(goods.id))
    .for('update');
  return addMoney('0', ...rows.map((row) => row.due));
}

/** The same sum without locking: for a step that has already moved (and so locked) the parcel's goods. */
export async function storageOwedByParcel(tx: Executor, parcelId: number): Promise<string> {
  const rows = await tx.select({ due: goods.storageFeeDue }).from(goods).where(eq(goods.parcelId, parcelId));
  return addMoney('0', ...rows.map((row) => row.due));
}

/** Paying the parcel paid its goods' storage debts (its price held them): they owe nothing any more. */
export async function settleStorageOfParcel(tx: Executor, parcelId: number): Promise<void> {
  await tx
    .update(goods)
    .set({ storageFeeDue: '0' })
    .where(sql`${goods.parcelId} = ${parcelId} and ${goods.storageFeeDue} > 0`);
}
