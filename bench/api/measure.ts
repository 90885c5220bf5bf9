/**
 * autocannon runs and the numbers the table shows. The machine is shared, so a call is never measured alone: its
 * seconds are cut into rounds, and each round measures the call on the portal, `/api/health` on the portal and the
 * call's bytes on the bare server back to back. A change of the machine's load then hits all three alike, and the
 * ratios compare numbers taken within the same few seconds.
 */
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  requests: number;
  /** Median over the rounds of each round's p50 and p99, in ms. */
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and socket errors and timeouts: any of them makes the row suspect. */
  failures: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  rounds: number;
  warmupSeconds: number;
}

export interface Target {
  url: string;
  headers: Record<string, string>;
  method?: 'GET' | 'POST' | 'PUT';
  body?: string;
  /** Runs around the measured seconds only (not the warm-up): the bench profiles the portal there. */
  before?: () => Promise<void>;
  after?: () => Promise<void>;
}

type Sample = autocannon.Result;

const cannon = (target: Target, connections: number, seconds: number) =>
  autocannon({
    url: target.url,
    headers: target.headers,
    method: target.method ?? 'GET',
    ...(target.body === undefined ? {} : { body: target.body }),
    connections,
    duration: seconds,
  });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function combine(samples: Sample[]): LoadResult {
  const requests = samples.reduce((sum, sample) => sum + sample.requests.total, 0);
  const seconds = samples.reduce((sum, sample) => sum + sample.duration, 0);
  return {
    rps: requests / seconds,
    requests,
    p50: median(samples.map((sample) => sample.latency.p50)),
    p99: median(samples.map((sample) => sample.latency.p99)),
    failures: samples.reduce((sum, sample) => sum + sample.non2xx + sample.errors + sample.timeouts, 0),
  };
}

/** Measures the targets in interleaved rounds, after warming each up (JIT, pool connections, prepared plans). */
export async function measureInterleaved(targets: Target[], options: LoadOptions): Promise<LoadResult[]> {
  if (options.warmupSeconds > 0) {
    for (const target of targets) await cannon(target, options.connections, options.warmupSeconds);
  }
  const samples: Sample[][] = targets.map(() => []);
  const seconds = Math.max(1, Math.round(options.seconds / options.rounds));
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [index, target] of targets.entries()) {
      await target.before?.();
      samples[index]!.push(await cannon(target, options.connections, seconds));
      await target.after?.();
    }
  }
  return samples.map(combine);
}
