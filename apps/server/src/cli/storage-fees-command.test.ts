import { describe, expect, it } from 'vitest';
import { addStorageDays, storageDay } from '@cargo/domain';
import { useParcelWorld } from '../test/parcel-fixtures.js';
import { parseStorageFeesArgs, storageFeesCommand } from './storage-fees-command.js';

const settings = { freeDays: 1, dailyFeeRub: '10.00' };

describe('npm run storage-fees: the operator runs one storage day (decision 068)', () => {
  const w = useParcelWorld(() => ({ storageFees: settings }));

  it('takes --day YYYY-MM-DD (a real day), today when left out, and refuses anything else', () => {
    expect(parseStorageFeesArgs(['--day', '2026-11-29'], '2026-12-01')).toEqual({ day: '2026-11-29' });
    expect(parseStorageFeesArgs([], '2026-12-01')).toEqual({ day: '2026-12-01' });
    for (const bad of [
      ['--day', '2026-02-30'],
      ['--day', '29.11.2026'],
      ['--day'],
      ['2026-11-29'],
      ['--days', 'x'],
    ]) {
      const parsed = parseStorageFeesArgs(bad, '2026-12-01');
      expect('error' in parsed && parsed.error).toContain('npm run storage-fees -- --day');
    }
  });

  it('charges the day, prints what it did; run again it charges nothing and says the goods were skipped', async () => {
    const c = await w.customer(3);
    await w.topUp(c.userId, 15);
    const day = addStorageDays(storageDay(new Date()), settings.freeDays);
    const printed: string[] = [];
    const first = await storageFeesCommand(w.db, day, settings, (line) => printed.push(line));
    expect(first).toMatchObject({ debited: 1, owed: 2, skipped: 0, batches: 1 });
    expect(printed[0]).toContain(`Хранение за ${day}`);
    expect(printed[1]).toMatch(
      /^Готово за [\d.]+ с, товары: списано с баланса — 1, в долг — 2, уже начислено раньше — 0/,
    );
    expect(printed[1]).toContain('1 debited, 2 owed, 0 skipped');

    printed.length = 0;
    const again = await storageFeesCommand(w.db, day, settings, (line) => printed.push(line));
    expect(again).toMatchObject({ debited: 0, owed: 0, skipped: 3 });
    expect(printed[1]).toContain('0 debited, 0 owed, 3 skipped (already charged)');
    expect(await w.balance(c.client)).toBe(5);
  });
});
