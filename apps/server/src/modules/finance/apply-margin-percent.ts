import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { financeSettings } from '../../db/schema/finance.js';
import { lockedMargin } from './locked-rates.js';
import { MARGIN_KEY } from './rates.js';
import { type RateSetter, recordValueChange } from './record-value-change.js';

/** The service's margin set from the desk, with its history row and its audit row in the caller's transaction. */
export async function applyMarginPercent(tx: Executor, by: RateSetter, percent: string) {
  const previous = await lockedMargin(tx);
  await tx
    .insert(financeSettings)
    .values({ key: MARGIN_KEY, value: percent, updatedBy: by.actor.id })
    .onConflictDoUpdate({
      target: financeSettings.key,
      set: { value: percent, updatedBy: by.actor.id, updatedAt: sql`now()` },
    });
  await recordValueChange(
    tx,
    by,
    { subject: 'margin', previous, value: percent },
    {
      action: 'setting.margin',
      objectType: 'setting',
      objectId: 'margin',
      field: 'marginPercent',
    },
  );
}
