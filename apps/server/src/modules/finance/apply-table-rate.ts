import { sql } from 'drizzle-orm';
import { type CurrencyCcy, FINANCE_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { currencyRates } from '../../db/schema/finance.js';
import { fieldError } from '../../errors.js';
import { lockedTableRate } from './locked-rates.js';
import { type RateSetter, recordValueChange } from './record-value-change.js';

/**
 * A table rate set from the desk, in the caller's transaction: the table's row, a row of its history and the
 * audit row (before → after). The rouble is always 1.
 */
export async function applyTableRate(tx: Executor, by: RateSetter, currency: CurrencyCcy, rate: string) {
  if (currency === 'RUB') throw fieldError('rate', FINANCE_MESSAGES.rubRateFixed);
  const previous = await lockedTableRate(tx, currency);
  const [saved] = await tx
    .insert(currencyRates)
    .values({ currency, rate, updatedBy: by.actor.id })
    .onConflictDoUpdate({
      target: currencyRates.currency,
      set: { rate, updatedBy: by.actor.id, updatedAt: sql`now()` },
    })
    .returning({ rate: sql<string>`${currencyRates.rate}::text` });
  await recordValueChange(
    tx,
    by,
    { subject: currency, previous, value: saved!.rate },
    {
      action: 'rate.change',
      objectType: 'rate',
      objectId: currency,
      field: 'rate',
    },
  );
}
