import type { TrackingEvent } from '@cargo/domain';

/**
 * Where a parcel's way is read from by its outgoing track. The built-in provider answers from the events the
 * warehouse desk writes; a third-party tracker (the spec's JSON-RPC `getTracking` with `query`) is the real
 * adapter's shape.
 */
export interface TrackingProvider {
  readonly kind: 'builtin' | 'jsonrpc';
  track(outgoingDeclaration: string): Promise<TrackingEvent[]>;
}

/** The built-in provider: a lookup function over this service's own events (given by the parcels module). */
export function builtinTrackingProvider(
  lookup: (outgoingDeclaration: string) => Promise<TrackingEvent[]>,
): TrackingProvider {
  return { kind: 'builtin', track: lookup };
}

/**
 * The third-party tracker: POST `{ jsonrpc: '2.0', method: 'getTracking', params: { query }, id }` to `url`; the
 * answer's `result.events` are `{ date, status, place, note }`.
 */
export function jsonRpcTrackingProvider(url: string, fetcher: typeof fetch = fetch): TrackingProvider {
  let next = 1;
  return {
    kind: 'jsonrpc',
    async track(query) {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', method: 'getTracking', params: { query }, id: next++ }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`Tracker answered ${response.status}`);
      const body = (await response.json()) as {
        result?: {
          events?: Array<{ date: string; status: number; title?: string; place?: string; note?: string }>;
        };
        error?: { message?: string };
      };
      if (body.error) throw new Error(`Tracker error: ${body.error.message ?? 'unknown'}`);
      return (body.result?.events ?? []).map((event) => ({
        at: new Date(event.date).toISOString(),
        statusId: event.status,
        title: event.title ?? '',
        place: event.place ?? null,
        note: event.note ?? null,
      }));
    },
  };
}
