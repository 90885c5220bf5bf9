import { storageDay, type StorageSettings } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { QUEUES } from '../../jobs/queues.js';
import { chargeStorageDay, type StorageDayOptions, type StorageDayResult } from './storage-fees.js';
import { remindStorageFees } from './storage-reminders.js';
import { storageSettingsOf } from './storage-settings.js';

/** Once a day at 00:05 UTC, once across all instances (the queue's schedule). */
export const STORAGE_FEES_CRON = '5 0 * * *';

/** The job's data: the day to charge (YYYY-MM-DD); left out, today in UTC (tests pass simulated days). */
export interface StorageFeesJob {
  day?: string;
}

/** One storage day as the schedule runs it and the operator's `npm run storage-fees` (decision 068). */
export async function runStorageDay(
  db: Executor,
  day: string,
  settings: StorageSettings,
  options?: StorageDayOptions,
): Promise<StorageDayResult & { reminded: number }> {
  const reminded = await remindStorageFees(db, day, settings);
  return { reminded, ...(await chargeStorageDay(db, day, settings, options)) };
}

/** The goods module's scheduled work: the daily storage fees and the reminders before them (decision 031). */
export function registerStorageJobs(ctx: AppContext) {
  const settings = storageSettingsOf(ctx.config);
  ctx.jobs.work<StorageFeesJob>(QUEUES.storageFees.name, async (job) => {
    const day = job.data.day ?? storageDay(new Date());
    const result = await runStorageDay(ctx.db, day, settings);
    ctx.log?.info({ day, ...result }, 'storage fees charged');
  });
  ctx.jobs.schedule(QUEUES.storageFees.name, STORAGE_FEES_CRON);
}
