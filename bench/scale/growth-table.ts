/**
 * The bench at scale's results: the raw JSON each run saves (runs at different scales combine with --combine),
 * one Markdown table per scale, the growth table (a row per call, a column per scale) and each goal of issue 33
 * met or missed.
 */
import type { CallResult, Goal } from './scale-measure.ts';

export interface ScaleRun {
  scale: string;
  database: string;
  startedAt: string;
  minutes: number;
  /** Rows of the big tables, as the database holds them. */
  rows: Record<string, number>;
  loadAverage: { start: number[]; end: number[] };
  options: { connections: number; seconds: number; warmupSeconds: number; skipLoadAboveMs?: number };
  results: CallResult[];
}

export interface SavedResults {
  runs: ScaleRun[];
}

const SCALE_ORDER = ['1', '10', '30', '100'];
const byScale = (a: ScaleRun, b: ScaleRun) => SCALE_ORDER.indexOf(a.scale) - SCALE_ORDER.indexOf(b.scale);
const ms = (value: number) => (value >= 100 ? Math.round(value).toString() : value.toFixed(1));
const sql = (value: number | null) => (value === null ? '–' : value.toFixed(1));
/** A call none of whose requests finished within the measured seconds has no p99: it took longer. */
const p99Of = (r: CallResult, seconds: number) => (r.requests === 0 ? `> ${seconds * 1000}` : ms(r.p99));
const loads = (values: number[]) => values.map((n) => n.toFixed(1)).join(' ');

/** Later runs of a scale replace earlier ones. */
export function combineRuns(saved: SavedResults[]): SavedResults {
  const runs = new Map<string, ScaleRun>();
  for (const file of saved) for (const run of file.runs) runs.set(run.scale, run);
  return { runs: [...runs.values()].sort(byScale) };
}

const LIMITS: Partial<Record<Goal, { limit: number; cold: boolean; text: string }>> = {
  desk: { limit: 100, cold: false, text: 'p99 ≤ 100 ms' },
  scan: { limit: 50, cold: false, text: 'p99 ≤ 50 ms' },
  'report-month': { limit: 2000, cold: true, text: 'cold ≤ 2 s' },
  'report-year': { limit: 10_000, cold: true, text: 'cold ≤ 10 s' },
};

/** One call's goal at one scale: met, missed, or null where the goal is judged across scales (or none). */
export function verdictAt(result: CallResult): { met: boolean; text: string } | null {
  const goal = LIMITS[result.goal];
  if (!goal) return null;
  const value = goal.cold ? result.coldMs : result.p99;
  const failed = result.coldStatus >= 300 || (!goal.cold && (result.failures > 0 || result.requests === 0));
  const met = value <= goal.limit && !failed;
  return { met, text: `${met ? 'met' : '**missed**'} (${goal.text}${failed ? '; failed answers' : ''})` };
}

/**
 * A customer's call is flat when, from the smallest scale to the largest, its SQL/req stays the same (within half a
 * statement) and its p99 grows by no more than half plus 5 ms: the spread the same call shows between two runs on
 * this shared machine.
 */
export function flatness(results: CallResult[]): { met: boolean; text: string } | null {
  if (results.length < 2) return null;
  const first = results[0]!;
  const last = results[results.length - 1]!;
  const sameSql =
    first.sqlPerRequest === null ||
    last.sqlPerRequest === null ||
    Math.abs(last.sqlPerRequest - first.sqlPerRequest) <= 0.5;
  const sameTime = last.p99 <= first.p99 * 1.5 + 5;
  const met = sameSql && sameTime && last.failures === 0 && last.requests > 0;
  return {
    met,
    text: met ? 'flat' : `**grows** (${sameSql ? '' : 'SQL/req; '}p99 ×${(last.p99 / first.p99).toFixed(1)})`,
  };
}

export function printScaleTable(run: ScaleRun, log: (line: string) => void) {
  log(
    `\n### ${run.scale} % (${run.database}): ${Object.entries(run.rows)
      .map(([table, count]) => `${count.toLocaleString('en')} ${table}`)
      .join(', ')}`,
  );
  log(
    `\n${run.options.connections} connections, ${run.options.seconds} s per call after ${run.options.warmupSeconds} s ` +
      `of warm-up, ${run.minutes.toFixed(1)} min; load average ${loads(run.loadAverage.start)} at the start, ` +
      `${loads(run.loadAverage.end)} at the end\n`,
  );
  log('| group | call | conn | first (cold) ms | req/s | p50 ms | p99 ms | SQL/req | answer | goal |');
  log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of run.results) {
    const codes = Object.entries(r.statuses ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, count]) => `${count}× ${code}`);
    const failed = r.failures ? ` ⚠ ${r.failures} failed${codes.length ? ` (${codes.join(', ')})` : ''}` : '';
    const size = r.bytes < 10_000 ? `${r.bytes} B` : `${Math.round(r.bytes / 1024)} KB`;
    const alone = r.loadSkipped ? ' (one request alone: over the load limit)' : '';
    log(
      `| ${r.group} | ${r.name}${failed}${alone} | ${r.connections} | ${ms(r.coldMs)} | ${Math.round(r.rps)} | ${ms(r.p50)} | ` +
        `${p99Of(r, run.options.seconds)} | ${sql(r.sqlPerRequest)} | ${size} | ${verdictAt(r)?.text ?? ''} |`,
    );
  }
}

/** Rows = calls, columns = each scale's p99 and SQL/req; the last column the goal at the largest scale measured. */
export function printGrowthTable(saved: SavedResults, log: (line: string) => void) {
  const runs = [...saved.runs].sort(byScale);
  const keys = new Map<string, { group: string; name: string }>();
  for (const run of runs) for (const r of run.results) keys.set(`${r.group}|${r.name}`, r);
  log(`\n| group | call | ${runs.map((run) => `${run.scale} % p99 ms / SQL`).join(' | ')} | goal |`);
  log(`| --- | --- | ${runs.map(() => '---:').join(' | ')} | --- |`);
  const missed: string[] = [];
  for (const [key, { group, name }] of keys) {
    const cells = runs.map((run) => run.results.find((r) => `${r.group}|${r.name}` === key));
    const present = cells.filter((cell): cell is CallResult => cell !== undefined);
    const last = present[present.length - 1]!;
    const verdict = last.goal === 'flat' ? flatness(present) : verdictAt(last);
    const where = runs[cells.lastIndexOf(last)]?.scale;
    if (verdict && !verdict.met) missed.push(`${group}: ${name} at ${where} %`);
    const columns = cells.map((cell, i) =>
      cell
        ? `${cell.loadSkipped ? 'alone ' : ''}${p99Of(cell, runs[i]!.options.seconds)}${cell.group === 'report' ? ` (cold ${ms(cell.coldMs)})` : ''} / ${sql(cell.sqlPerRequest)}`
        : '–',
    );
    log(
      `| ${group} | ${name} | ${columns.join(' | ')} | ${verdict ? `${verdict.text} at ${where} %` : ''} |`,
    );
  }
  log(`\nGoals missed: ${missed.length ? missed.join('; ') : 'none'}`);
}
