import { type CurrencyCcy, CURRENCY_CCYS } from '@cargo/domain';
import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rateChanges } from '../../db/schema/finance.js';
import type { OfficialRates, RateSource } from '../../integrations/rates/rate-source.js';

/**
 * The official rates in force on a day (decision 062, a flight's registry): with the built-in table, each
 * currency's last value set before the day ended (UTC), from the table's history (decision 049); a currency whose
 * history begins later, or the Central Bank source (which answers only its latest day), takes the latest rate.
 * `date` is the day when every rate came from the history, the source's date otherwise.
 */
export async function officialRatesOn(db: Executor, source: RateSource, day: string): Promise<OfficialRates> {
  const latest = await source.latest();
  if (source.kind !== 'table') return latest;
  const rows = await db
    .selectDistinctOn([rateChanges.subject], {
      subject: rateChanges.subject,
      value: sql<string>`${rateChanges.value}::text`,
    })
    .from(rateChanges)
    .where(sql`${rateChanges.changedAt} < ((${day}::date + 1)::timestamp at time zone 'UTC')`)
    .orderBy(rateChanges.subject, desc(rateChanges.changedAt), desc(rateChanges.id));
  const history = new Map(rows.map((row) => [row.subject, row.value]));
  const rates = { ...latest.rates };
  let complete = true;
  for (const ccy of CURRENCY_CCYS) {
    if (ccy === 'RUB') continue;
    const value = history.get(ccy);
    if (value === undefined) complete = false;
    else rates[ccy as CurrencyCcy] = value;
  }
  return { date: complete ? day : latest.date, rates };
}
