import { type StorageSettings } from '@cargo/domain';
import type { Executor } from '../db/client.js';
import { runStorageDay, type StorageDayOptions, type StorageDayResult } from '../modules/goods/index.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDay(day: string): boolean {
  return DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

/**
 * The arguments of `npm run storage-fees -- --day YYYY-MM-DD`: the day to charge, today (UTC) when left out; an
 * error text (Russian and English) for anything else.
 */
export function parseStorageFeesArgs(
  argv: readonly string[],
  today: string,
): { day: string } | { error: string } {
  const usage = 'Использование / usage: npm run storage-fees -- --day ГГГГ-ММ-ДД (YYYY-MM-DD)';
  if (argv.length === 0) return { day: today };
  if (argv.length !== 2 || argv[0] !== '--day') return { error: usage };
  const day = argv[1]!;
  if (!isCalendarDay(day)) return { error: `Нет такого дня / not a day: ${day}. ${usage}` };
  return { day };
}

/**
 * The operator's run of one storage day (decision 068), as after an outage: the same reminders and charges as the
 * scheduled job, on the configured database; a day already charged is charged again for nothing (its goods are
 * skipped). Prints what it did and how long it took; answers the counts.
 */
export async function storageFeesCommand(
  db: Executor,
  day: string,
  settings: StorageSettings,
  print: (line: string) => void,
  options?: StorageDayOptions,
): Promise<StorageDayResult & { reminded: number; seconds: number }> {
  print(
    `Хранение за ${day}: ${settings.freeDays} бесплатных дн., ${settings.dailyFeeRub} ₽ в день… / ` +
      `storage fees for ${day}: ${settings.freeDays} free days, ${settings.dailyFeeRub} RUB a day…`,
  );
  const started = performance.now();
  const result = await runStorageDay(db, day, settings, options);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  print(
    `Готово за ${seconds} с, товары: списано с баланса — ${result.debited}, в долг — ${result.owed}, ` +
      `уже начислено раньше — ${result.skipped}, напоминаний — ${result.reminded}, транзакций — ${result.batches}. / ` +
      `Done in ${seconds} s: ${result.debited} debited, ${result.owed} owed, ${result.skipped} skipped ` +
      `(already charged), ${result.reminded} reminded, ${result.batches} batches.`,
  );
  return { ...result, seconds };
}
