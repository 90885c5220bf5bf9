import type { OfficialRates, RateSource } from './rate-source.js';
import { parseCbrDaily } from './parse-cbr-daily.js';

export const CBR_CACHE_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5000;

export interface CbrSourceOptions {
  url: string;
  /** Used when the bank cannot be reached or answers something unreadable. */
  fallback: RateSource;
  log: { warn(detail: object, message: string): void };
  now?: () => number;
}

/**
 * The Central Bank of Russia's daily rates, fetched at most once an hour (the bank publishes once a day); the
 * document is windows-1251. A failed fetch is logged and answered from the fallback (the built-in table) without
 * being cached, so the next request tries the bank again.
 */
export function cbrRateSource(options: CbrSourceOptions): RateSource {
  const now = options.now ?? Date.now;
  let cached: { rates: OfficialRates; at: number } | null = null;
  let inFlight: Promise<OfficialRates> | null = null;

  async function fetchDaily(): Promise<OfficialRates> {
    const response = await fetch(options.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`CBR answered ${response.status}`);
    const xml = new TextDecoder('windows-1251').decode(await response.arrayBuffer());
    return parseCbrDaily(xml);
  }

  return {
    kind: 'cbr',
    async latest() {
      if (cached && now() - cached.at < CBR_CACHE_MS) return cached.rates;
      inFlight ??= fetchDaily().finally(() => {
        inFlight = null;
      });
      try {
        const rates = await inFlight;
        cached = { rates, at: now() };
        return rates;
      } catch (error) {
        options.log.warn({ err: error, url: options.url }, 'CBR rates unavailable, using the rate table');
        return options.fallback.latest();
      }
    },
  };
}
