import type { OfficialRates, RateSource } from './rate-source.js';

/**
 * The built-in source: the rate table staff keep at the finance desk. The finance module owns the table and reads
 * it (`readOfficialRateTable`); app.ts hands that reader in, so this integration touches no module's tables.
 */
export function tableRateSource(readTable: () => Promise<OfficialRates>): RateSource {
  return { kind: 'table', latest: readTable };
}
