import {
  moneyToJson,
  STORAGE_ACCRUING_GOOD_STATUSES,
  storageDaysLeft,
  storageFirstFeeDay,
  type StorageInfo,
  toMinorUnits,
} from '@cargo/domain';
import type { goods } from '../../db/schema/goods.js';
import { storageSettings } from './storage-settings.js';

type StorageColumns = Pick<typeof goods.$inferSelect, 'statusId' | 'receivedAt' | 'storageFeeDue'>;

/**
 * A good's storage as its answer shows it: free days left (or the daily fee once they are over) and what it owes.
 * Null before the warehouse takes it in, and once it is packed or gone with nothing owed.
 */
export function storageInfoOf(row: StorageColumns, today: Date = new Date()): StorageInfo | null {
  if (!row.receivedAt) return null;
  const accruing = STORAGE_ACCRUING_GOOD_STATUSES.includes(row.statusId);
  const owes = toMinorUnits(row.storageFeeDue) > 0n;
  if (!accruing && !owes) return null;
  const settings = storageSettings();
  return {
    daysLeft: storageDaysLeft(row.receivedAt, today, settings.freeDays),
    feesFrom: storageFirstFeeDay(row.receivedAt, settings.freeDays),
    dailyFeeRub: moneyToJson(settings.dailyFeeRub),
    dueRub: moneyToJson(row.storageFeeDue),
    accruing,
  };
}
