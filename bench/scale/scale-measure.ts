/**
 * One call of the bench at scale under load: a cold first request timed alone, a warm-up, then autocannon for the
 * measured seconds with a fresh path (and body) per request, so a search or a page never asks for the same value
 * twice in a row and no cache flatters it. SQL/req is the portal's statements (bench/api/portal-probe.mjs) sent
 * during the measured seconds, divided by the requests answered in them.
 */
import autocannon from 'autocannon';
import type { Portal } from '../api/portal.ts';

export type Who = 'typical' | 'heavy' | 'owner' | 'warehouse';

/** Which goal of issue 33 a call is judged by (growth-table.ts). */
export type Goal = 'flat' | 'desk' | 'scan' | 'report-month' | 'report-year' | 'none';

export interface ScaleCall {
  /** The row's name; the same at every scale, so rows combine into the growth table. */
  name: string;
  /** The table's section. */
  group: 'typical customer' | 'heavy customer' | 'desk' | 'desk search' | 'scan' | 'report' | 'export';
  as: Who;
  goal: Goal;
  method?: 'GET' | 'POST' | 'PUT';
  /** A path (with query) for each request: the searches draw a real value at random each time. */
  path: () => string;
  body?: () => unknown;
  /** Fewer connections than the run's: the multi-second reads (reports, exports), which 32 at once only queue. */
  connections?: number;
}

export interface CallResult {
  name: string;
  group: ScaleCall['group'];
  goal: Goal;
  connections: number;
  /** The first request of this call on a freshly started portal, alone (ms), and its status. */
  coldMs: number;
  coldStatus: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  sqlPerRequest: number | null;
  /** Answers that were not 2xx, socket errors and timeouts. */
  failures: number;
  /** The first request took over `skipLoadAboveMs`: not measured under load (p50 = p99 = that request). */
  loadSkipped?: boolean;
  /** Answers by HTTP status during the measured seconds (what the failures were). */
  statuses: Record<string, number>;
  bytes: number;
}

export interface MeasureOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Writes V8's CPU profile of the portal during the measured seconds to this file (--cpu-prof). */
  profileFile?: string;
  /**
   * A call whose first request alone takes longer is not put under load: 32 of them would queue for minutes on two
   * cores and tell nothing the single request does not (it misses any goal by far already).
   */
  skipLoadAboveMs: number;
}

function requestOf(call: ScaleCall, token: string) {
  const body = call.body?.();
  return {
    method: call.method ?? 'GET',
    path: call.path(),
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

const cannon = (portal: Portal, call: ScaleCall, token: string, connections: number, seconds: number) =>
  autocannon({
    url: portal.url,
    connections,
    duration: seconds,
    // A year's report or a 5,000-parcel registry can take seconds under load: count it late, not as lost.
    timeout: 120,
    requests: [
      {
        setupRequest: (request) => ({ ...request, ...requestOf(call, token) }) as typeof request,
      },
    ],
  });

/** A single request as fetch sends it: status, bytes and wall time. */
export async function once(portal: Portal, call: ScaleCall, token: string) {
  const { path, ...init } = requestOf(call, token);
  const started = performance.now();
  const response = await fetch(`${portal.url}${path}`, init);
  const body = Buffer.from(await response.arrayBuffer());
  return { ms: performance.now() - started, status: response.status, body };
}

/**
 * Waits until the portal has sent no statement for a quarter of a second (at most a minute): autocannon stops at
 * the end of its seconds, but the requests the portal already took go on, and would slow the next call's cold
 * request and first seconds.
 */
async function settle(portal: Portal) {
  const deadline = Date.now() + 60_000;
  let last = await portal.statements();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await portal.statements();
    if (now === last) return;
    last = now;
  }
}

export async function measureCall(
  portal: Portal,
  call: ScaleCall,
  token: string,
  options: MeasureOptions,
): Promise<CallResult> {
  await settle(portal);
  const coldBefore = await portal.statements();
  const cold = await once(portal, call, token);
  const coldAfter = await portal.statements();
  if (cold.status >= 300) {
    console.warn(
      `  ${call.name}: first request answered ${cold.status}: ${cold.body.toString().slice(0, 300)}`,
    );
  }
  const connections = Math.min(call.connections ?? options.connections, options.connections);
  if (cold.ms > options.skipLoadAboveMs) {
    return {
      name: call.name,
      group: call.group,
      goal: call.goal,
      connections: 1,
      coldMs: cold.ms,
      coldStatus: cold.status,
      requests: 1,
      rps: 1000 / cold.ms,
      p50: cold.ms,
      p99: cold.ms,
      sqlPerRequest: coldBefore === null || coldAfter === null ? null : coldAfter - coldBefore,
      failures: cold.status >= 300 ? 1 : 0,
      loadSkipped: true,
      statuses: { [String(cold.status)]: 1 },
      bytes: cold.body.length,
    };
  }
  if (options.warmupSeconds > 0) await cannon(portal, call, token, connections, options.warmupSeconds);
  if (options.profileFile) await portal.startProfile();
  const before = await portal.statements();
  const result = await cannon(portal, call, token, connections, options.seconds);
  const after = await portal.statements();
  if (options.profileFile) await portal.stopProfile(options.profileFile);
  const requests = result.requests.total;
  return {
    name: call.name,
    group: call.group,
    goal: call.goal,
    connections,
    coldMs: cold.ms,
    coldStatus: cold.status,
    requests,
    rps: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    sqlPerRequest: before === null || after === null || requests === 0 ? null : (after - before) / requests,
    failures: result.non2xx + result.errors + result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
    ),
    bytes: cold.body.length,
  };
}
