import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  goodName,
  STORAGE_ACCRUING_GOOD_STATUSES,
  STORAGE_MESSAGES,
  type StorageSettings,
  toMinorUnits,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { goods } from '../../db/schema/goods.js';
import { storageCharges } from '../../db/schema/storage.js';
import { AppError } from '../../errors.js';
import { debit } from '../finance/index.js';

/** What one day's run did: goods charged from the balance, goods that went into debt, goods already charged. */
export interface StorageDayResult {
  debited: number;
  owed: number;
  skipped: number;
}

/** The good's receipt day (UTC) plus the free days: the first day it pays for. */
const firstFeeDay = (freeDays: number) =>
  sql`((${goods.receivedAt} at time zone 'UTC')::date + ${freeDays}::int)`;

/** Goods the warehouse holds and charges for whose free days are over by `day`. */
function goodsToCharge(db: Executor, day: string, freeDays: number) {
  return db
    .select({
      id: goods.id,
      userId: goods.userId,
      description: goods.description,
      incomingDeclaration: goods.incomingDeclaration,
    })
    .from(goods)
    .where(
      and(
        inArray(goods.statusId, [...STORAGE_ACCRUING_GOOD_STATUSES]),
        isNotNull(goods.receivedAt),
        sql`${firstFeeDay(freeDays)} <= ${day}::date`,
      ),
    )
    .orderBy(asc(goods.userId), asc(goods.id));
}

/** The storage row for (good, day), unless one exists: null when another run charged that day already. */
async function claimDay(tx: Executor, good: { id: number; userId: number }, day: string, fee: string) {
  const [row] = await tx
    .insert(storageCharges)
    .values({ goodId: good.id, day, userId: good.userId, amount: fee })
    .onConflictDoNothing()
    .returning({ goodId: storageCharges.goodId });
  return row ?? null;
}

/** Not an error: a good that stopped accruing between the read and its transaction is left alone. */
class NoLongerAccruing extends Error {}

/**
 * One good's fee for one day, in one transaction: the (good, day) row first — a second run, on this instance or
 * another, finds it and charges nothing — then the debit from the rouble balance, or, when the balance does not
 * cover it, the fee added to what the good owes (the balance never goes below zero).
 */
async function chargeGood(
  db: Executor,
  good: { id: number; userId: number; description: string; incomingDeclaration: string },
  day: string,
  fee: string,
): Promise<keyof StorageDayResult> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimDay(tx, good, day, fee))) return 'skipped';
      // The good's row is locked and still accruing: weighing (which packs it and prices what it owes) waits.
      const [held] = await tx
        .select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.id, good.id), inArray(goods.statusId, [...STORAGE_ACCRUING_GOOD_STATUSES])))
        .for('update');
      if (!held) throw new NoLongerAccruing();
      try {
        const entry = await tx.transaction((sp) =>
          debit(sp, {
            userId: good.userId,
            currency: 'RUB',
            amount: fee,
            kind: 'storage_fee',
            comment: STORAGE_MESSAGES.ledgerComment(goodName(good), day),
            reference: { type: 'good', id: good.id },
          }),
        );
        await tx
          .update(storageCharges)
          .set({ transactionId: entry.transactionId })
          .where(and(eq(storageCharges.goodId, good.id), eq(storageCharges.day, day)));
        return 'debited';
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 402) throw error;
        await tx
          .update(goods)
          .set({ storageFeeDue: sql`${goods.storageFeeDue} + ${fee}::numeric` })
          .where(eq(goods.id, good.id));
        return 'owed';
      }
    });
  } catch (error) {
    if (error instanceof NoLongerAccruing) return 'skipped';
    throw error;
  }
}

/**
 * Charges storage for `day` (YYYY-MM-DD, the warehouse's UTC calendar): every good the warehouse holds whose free
 * days are over pays the daily fee once. Safe to run any number of times, concurrently on several instances.
 */
export async function chargeStorageDay(
  db: Executor,
  day: string,
  settings: StorageSettings,
): Promise<StorageDayResult> {
  const result: StorageDayResult = { debited: 0, owed: 0, skipped: 0 };
  if (toMinorUnits(settings.dailyFeeRub) <= 0n) return result;
  for (const good of await goodsToCharge(db, day, settings.freeDays)) {
    result[await chargeGood(db, good, day, settings.dailyFeeRub)] += 1;
  }
  return result;
}
