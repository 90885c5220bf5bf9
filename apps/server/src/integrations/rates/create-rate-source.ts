import { cbrRateSource } from './cbr-source.js';
import type { OfficialRates, RateSource } from './rate-source.js';
import { tableRateSource } from './table-source.js';

export interface RatesConfig {
  source: 'table' | 'cbr';
  cbrDailyUrl: string;
}

export const DEFAULT_CBR_DAILY_URL = 'https://www.cbr.ru/scripts/XML_daily.asp';

/**
 * RATE_SOURCE=table (default) reads the built-in table; RATE_SOURCE=cbr the Central Bank, the table as fallback.
 * `readTable` is the finance module's reader of its rate table (wired in app.ts).
 */
export function createRateSource(
  config: RatesConfig | undefined,
  readTable: () => Promise<OfficialRates>,
  log: { warn(detail: object, message: string): void },
): RateSource {
  const table = tableRateSource(readTable);
  if (config?.source !== 'cbr') return table;
  return cbrRateSource({ url: config.cbrDailyUrl, fallback: table, log });
}
