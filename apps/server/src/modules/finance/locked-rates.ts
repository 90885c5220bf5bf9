import { eq, sql } from 'drizzle-orm';
import type { CurrencyCcy } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { currencyRates, financeSettings } from '../../db/schema/finance.js';
import { MARGIN_KEY } from './rates.js';

/** Roubles per unit of a table currency as stored (six decimals), locked for the change; null before it was set. */
export async function lockedTableRate(tx: Executor, currency: CurrencyCcy): Promise<string | null> {
  const [row] = await tx
    .select({ rate: sql<string>`${currencyRates.rate}::text` })
    .from(currencyRates)
    .where(eq(currencyRates.currency, currency))
    .for('update');
  return row?.rate ?? null;
}

/** The margin as stored, locked for the change. */
export async function lockedMargin(tx: Executor): Promise<string | null> {
  const [row] = await tx
    .select({ value: financeSettings.value })
    .from(financeSettings)
    .where(eq(financeSettings.key, MARGIN_KEY))
    .for('update');
  return row?.value ?? null;
}
