/** The bench's table, in Markdown so it can go into bench/README.md as printed. */
import type { BenchCall } from './calls.ts';
import type { LoadResult } from './measure.ts';

export interface Row {
  call: BenchCall;
  bytes: number;
  /** SQL statements per request (PostgreSQL only). */
  statements: number | null;
  /** CPU per request of the portal process and of the PostgreSQL backends (µs), where /proc tells. */
  cpu: { portalUs: number; databaseUs: number | null } | null;
  portal: LoadResult;
  /** `/api/health` on the portal, measured in the same rounds as the call. */
  health: LoadResult;
  bare: LoadResult;
}

const size = (bytes: number) => (bytes < 10_000 ? `${bytes} B` : `${(bytes / 1024).toFixed(0)} KB`);
const ms = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}`;
const percent = (value: number) => `${Math.round(value * 100)} %`;

export function printRows(rows: Row[], log: (line: string) => void) {
  log(
    '| call | answer | SQL/req | CPU µs/req portal + db | portal req/s | p50 ms | p99 ms | health req/s | % of health | bare req/s | bare p99 | portal ÷ bare |',
  );
  log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    const failed = row.portal.failures + row.health.failures + row.bare.failures;
    const flag = failed ? ` ⚠ ${failed} failed` : row.portal.rps < 1 ? ' ⚠ none finished in time' : '';
    const cells = [
      `${row.call.name}${row.call.auth ? '' : ' (public)'}${flag}`,
      size(row.bytes),
      row.statements === null ? '–' : ms(row.statements),
      row.cpu
        ? `${Math.round(row.cpu.portalUs)}${row.cpu.databaseUs === null ? '' : ` + ${Math.round(row.cpu.databaseUs)}`}`
        : '–',
      Math.round(row.portal.rps).toString(),
      ms(row.portal.p50),
      ms(row.portal.p99),
      Math.round(row.health.rps).toString(),
      percent(row.portal.rps / row.health.rps),
      Math.round(row.bare.rps).toString(),
      ms(row.bare.p99),
      percent(row.portal.rps / row.bare.rps),
    ];
    log(`| ${cells.join(' | ')} |`);
  }
  log(
    '\nhealth req/s: `/api/health` on the portal in the same rounds as the call; p50 and p99: the median of the rounds.',
  );
}
