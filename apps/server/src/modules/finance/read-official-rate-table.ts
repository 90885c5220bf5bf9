import { type CurrencyCcy, CURRENCY_CCYS } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { currencyRates } from '../../db/schema/finance.js';
import type { OfficialRates } from '../../integrations/rates/rate-source.js';

/**
 * The official rates staff keep in the `currency_rates` table, dated by its latest change: what the built-in rate
 * source (RATE_SOURCE=table, and the Central Bank source's fallback) answers.
 */
export async function readOfficialRateTable(db: Executor): Promise<OfficialRates> {
  const rows = await db
    .select({
      currency: currencyRates.currency,
      rate: sql<string>`${currencyRates.rate}::text`,
      day: sql<string>`to_char(${currencyRates.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(currencyRates);
  const rates = { RUB: '1.000000' } as Record<CurrencyCcy, string>;
  let date = '';
  for (const row of rows) {
    if (!(CURRENCY_CCYS as readonly string[]).includes(row.currency)) continue;
    rates[row.currency as CurrencyCcy] = row.rate;
    if (row.day > date) date = row.day;
  }
  const missing = CURRENCY_CCYS.filter((ccy) => rates[ccy] === undefined);
  if (missing.length) throw new Error(`currency_rates has no rate for ${missing.join(', ')}`);
  return { date, rates };
}
