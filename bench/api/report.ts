/** The bench's table, in Markdown so it can go into bench/README.md as printed. */
import type { BenchCall } from './calls.ts';
import type { LoadResult } from './measure.ts';

export interface Row {
  call: BenchCall;
  bytes: number;
  /** SQL statements per request (PostgreSQL only). */
  statements: number | null;
  portal: LoadResult;
  bare: LoadResult;
}

const size = (bytes: number) => (bytes < 10_000 ? `${bytes} B` : `${(bytes / 1024).toFixed(0)} KB`);
const ms = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}`;
const percent = (value: number) => `${Math.round(value * 100)} %`;

export function printRows(rows: Row[], log: (line: string) => void) {
  const healthRows = rows.filter((row) => row.call.name.startsWith('health'));
  const healthRps = healthRows.reduce((sum, row) => sum + row.portal.rps, 0) / healthRows.length;
  log(
    '| call | answer | SQL/req | portal req/s | p50 ms | p99 ms | bare req/s | bare p50 | bare p99 | portal ÷ bare | % of health |',
  );
  log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    const flag =
      row.portal.failures || row.bare.failures ? ` ⚠ ${row.portal.failures + row.bare.failures} failed` : '';
    const cells = [
      `${row.call.name}${row.call.auth ? '' : ' (public)'}${flag}`,
      size(row.bytes),
      row.statements === null ? '–' : ms(row.statements),
      Math.round(row.portal.rps).toString(),
      ms(row.portal.p50),
      ms(row.portal.p99),
      Math.round(row.bare.rps).toString(),
      ms(row.bare.p50),
      ms(row.bare.p99),
      percent(row.portal.rps / row.bare.rps),
      percent(row.portal.rps / healthRps),
    ];
    log(`| ${cells.join(' | ')} |`);
  }
  log(`\n% of health: against the mean of the two health rows (${Math.round(healthRps)} req/s).`);
}
