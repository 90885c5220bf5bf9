import type { Executor } from '../../db/client.js';
import { cbrRateSource } from './cbr-source.js';
import type { RateSource } from './rate-source.js';
import { tableRateSource } from './table-source.js';

export interface RatesConfig {
  source: 'table' | 'cbr';
  cbrDailyUrl: string;
}

export const DEFAULT_CBR_DAILY_URL = 'https://www.cbr.ru/scripts/XML_daily.asp';

/** RATE_SOURCE=table (default) reads the built-in table; RATE_SOURCE=cbr the Central Bank, the table as fallback. */
export function createRateSource(
  config: RatesConfig | undefined,
  db: Executor,
  log: { warn(detail: object, message: string): void },
): RateSource {
  const table = tableRateSource(db);
  if (config?.source !== 'cbr') return table;
  return cbrRateSource({ url: config.cbrDailyUrl, fallback: table, log });
}
