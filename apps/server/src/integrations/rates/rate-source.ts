import type { CurrencyCcy } from '@cargo/domain';

/** Official rates of one day: roubles per one unit of each currency, as exact decimal text (RUB is "1"). */
export interface OfficialRates {
  /** The day the source published the rates, YYYY-MM-DD. */
  date: string;
  rates: Record<CurrencyCcy, string>;
}

/**
 * Where official exchange rates come from: the built-in table staff edit (`table`) or the Central Bank of Russia's
 * daily XML (`cbr`). The service's margin is added by the finance module, not here.
 */
export interface RateSource {
  readonly kind: 'table' | 'cbr';
  latest(): Promise<OfficialRates>;
}
