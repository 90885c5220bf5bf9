/** Small helpers of the queue bench: percentiles, timing and waiting. */

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Milliseconds since an arbitrary origin, sub-millisecond precision. */
export const now = () => performance.now();

/** Resolves when `done()` is true, checking every 5 ms; rejects after `timeoutMs`. */
export async function waitFor(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const start = now();
  while (!done()) {
    if (now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await sleep(5);
  }
}

/**
 * Enqueues `count` jobs spread over `spanMs` (a random gap each, so polls are not in phase with the jobs), each
 * through `enqueueOne(i)` which answers when its transaction is committed; `started(i)` must report when the
 * handler of job i started. Answers the latencies (handler start − commit) in ms.
 */
export async function measureLatency(
  count: number,
  spanMs: number,
  enqueueOne: (i: number) => Promise<void>,
  startedAt: Map<number, number>,
  timeoutMs: number,
): Promise<number[]> {
  const committedAt = new Map<number, number>();
  const gap = spanMs / count;
  for (let i = 0; i < count; i += 1) {
    await enqueueOne(i);
    committedAt.set(i, now());
    await sleep(Math.random() * 2 * gap);
  }
  await waitFor(() => startedAt.size >= count, timeoutMs, 'the latency jobs');
  return [...committedAt].map(([i, at]) => Math.max(0, startedAt.get(i)! - at));
}

export interface Row {
  queue: string;
  database: string;
  enqueuePerSecond: number | null;
  p50: number | null;
  p95: number | null;
  processedPerSecond: number | null;
  note: string;
}

const fmt = (value: number | null, digits = 0) =>
  value === null || Number.isNaN(value) ? '—' : value.toFixed(digits);

export function printTable(rows: readonly Row[]): string {
  const lines = [
    '| queue | database | enqueue, jobs/s (1 per tx) | latency p50 ms | latency p95 ms | processed, jobs/s (4 workers) | setting |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.queue} | ${row.database} | ${fmt(row.enqueuePerSecond)} | ${fmt(row.p50, 1)} | ${fmt(row.p95, 1)} | ${fmt(row.processedPerSecond)} | ${row.note} |`,
    ),
  ];
  return lines.join('\n');
}
