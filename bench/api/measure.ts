/** One autocannon run and the numbers the table shows. */
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and socket errors and timeouts: any of them makes the row suspect. */
  failures: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

async function cannon(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  return autocannon({ url, headers, connections, duration: seconds });
}

export async function load(
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<LoadResult> {
  // JIT, pool connections and prepared plans warm up before anything is counted.
  if (options.warmupSeconds > 0) await cannon(url, headers, options.connections, options.warmupSeconds);
  const result = await cannon(url, headers, options.connections, options.seconds);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
