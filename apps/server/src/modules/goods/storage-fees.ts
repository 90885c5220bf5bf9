import { sql } from 'drizzle-orm';
import { type StorageSettings, toMinorUnits } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { ACCRUING, chargeFeeBatch, type FeeBatch, paidReceiptsBefore } from './storage-fee-batch.js';

/** What one day's run did: goods charged from the balance, goods that went into debt, goods already charged. */
export interface StorageDayResult {
  debited: number;
  owed: number;
  skipped: number;
  /** Transactions committed (one per batch of customers). */
  batches: number;
}

export interface StorageDayOptions {
  /**
   * About how many goods one transaction charges (2,000 by default): a customer is never split, so a batch holds
   * at least one whole customer. Smaller batches hold their locks for less time; larger ones pay fewer round trips.
   */
  batchGoods?: number;
  /** Called inside each batch's transaction before it commits (tests throw here to play a kill mid-run). */
  beforeCommit?: (batchNumber: number) => void | Promise<void>;
}

export const STORAGE_BATCH_GOODS = 2_000;

/** PostgreSQL's deadlock and serialization failures: the batch is simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const isRetryable = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return RETRYABLE.has(e?.code ?? '') || RETRYABLE.has(e?.cause?.code ?? '');
};

/**
 * The customers with goods to charge on `day`, in user id order, cut into runs of about `batchGoods` goods. One
 * read of the partial index of accruing goods (migration 0029), not of the whole goods table.
 */
async function planBatches(
  db: Executor,
  day: string,
  freeDays: number,
  batchGoods: number,
): Promise<FeeBatch[]> {
  const counted = (await db.execute(sql`
    select user_id as "userId", count(*)::integer as goods from goods
    where status_id in (${ACCRUING}) and received_at < ${paidReceiptsBefore(day, freeDays)}
    group by user_id order by user_id`)) as unknown as { rows: Array<{ userId: number; goods: number }> };
  const batches: FeeBatch[] = [];
  let open: FeeBatch | null = null;
  for (const row of counted.rows) {
    const userId = Number(row.userId);
    const goods = Number(row.goods);
    if (open && open.goods + goods > batchGoods) open = null;
    if (!open) batches.push((open = { fromUserId: userId, toUserId: userId, goods: 0 }));
    open.toUserId = userId;
    open.goods += goods;
  }
  return batches;
}

/**
 * Charges storage for `day` (YYYY-MM-DD, the warehouse's UTC calendar): every good the warehouse holds whose free
 * days are over pays the daily fee once (decisions 031, 068). Set-based: customers in user id order, a few
 * thousand goods per transaction, each committing its claims, debits and debts together. Killed mid-run, the
 * committed batches stay charged and a rerun skips their goods; two runs at once queue on the goods' row locks and
 * the second finds every (good, day) row written: safe to run any number of times, on any number of instances.
 */
export async function chargeStorageDay(
  db: Executor,
  day: string,
  settings: StorageSettings,
  options: StorageDayOptions = {},
): Promise<StorageDayResult> {
  const result: StorageDayResult = { debited: 0, owed: 0, skipped: 0, batches: 0 };
  if (toMinorUnits(settings.dailyFeeRub) <= 0n) return result;
  const batchGoods = options.batchGoods ?? STORAGE_BATCH_GOODS;
  for (const batch of await planBatches(db, day, settings.freeDays, batchGoods)) {
    const number = result.batches + 1;
    const done = await withRetry(() =>
      db.transaction(async (tx) => {
        const charged = await chargeFeeBatch(tx, batch, day, settings.freeDays, settings.dailyFeeRub);
        await options.beforeCommit?.(number);
        return charged;
      }),
    );
    result.batches = number;
    result.debited += done.debited;
    result.owed += done.owed;
    result.skipped += Math.max(0, batch.goods - done.debited - done.owed);
  }
  return result;
}

/** A batch that lost a deadlock to a payment or weighing is rolled back whole: it runs again (three tries). */
async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}
