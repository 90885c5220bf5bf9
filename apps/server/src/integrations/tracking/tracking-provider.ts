import { z } from 'zod';
import type { TrackingEvent } from '@cargo/domain';

/**
 * Where a parcel's way is read from by its outgoing track. The built-in provider answers from the events the
 * warehouse desk writes; the third-party tracker is the spec's JSON-RPC `getTracking` with `query`
 * (TRACKING_PROVIDER=builtin|jsonrpc, docs/decisions/016).
 */
export interface TrackingProvider {
  readonly kind: 'builtin' | 'jsonrpc';
  /**
   * The way of the customer's parcel `parcelId` whose outgoing track is `query` (the route has found the parcel
   * among the customer's own): the built-in provider reads that parcel's events, a third-party tracker is asked
   * by the track.
   */
  track(query: string, parcelId: number): Promise<TrackingEvent[]>;
}

/** Our own events of one parcel (given by the parcels module). */
export type TrackingLookup = (parcelId: number) => Promise<TrackingEvent[]>;

export type TrackingConfig =
  { kind: 'builtin' } | { kind: 'jsonrpc'; url: string; apiKey?: string; timeoutMs: number };

/** The tracker could not answer (unreachable, too slow, an error or an answer of another shape): why, for the log. */
export class TrackingUnavailableError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'TrackingUnavailableError';
  }
}

/** The built-in provider: a lookup function over this service's own events (given by the parcels module). */
export function builtinTrackingProvider(lookup: TrackingLookup): TrackingProvider {
  return { kind: 'builtin', track: (_query, parcelId) => lookup(parcelId) };
}

/** The answer's `result.events`: `{ date, status, title?, place?, note? }` each. */
const trackerAnswer = z.union([
  z.object({
    result: z.object({
      events: z
        .array(
          z.object({
            date: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'),
            status: z.number().int(),
            title: z.string().nullish(),
            place: z.string().nullish(),
            note: z.string().nullish(),
          }),
        )
        .default([]),
    }),
  }),
  z.object({ error: z.object({ code: z.number().optional(), message: z.string().optional() }) }),
]);

/**
 * The third-party tracker: POST `{ jsonrpc: '2.0', method: 'getTracking', params: { query }, id }` to the URL
 * (with `Authorization: Bearer <TRACKING_API_KEY>` when a key is set), given `timeoutMs` to answer. Every failure
 * is a `TrackingUnavailableError`; the route answers it with a Russian message.
 */
export function jsonRpcTrackingProvider(
  config: { url: string; apiKey?: string; timeoutMs: number },
  fetcher: typeof fetch = fetch,
): TrackingProvider {
  let next = 1;
  return {
    kind: 'jsonrpc',
    async track(query) {
      let response: Response;
      let body: unknown;
      try {
        response = await fetcher(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({ jsonrpc: '2.0', method: 'getTracking', params: { query }, id: next++ }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        body = response.ok ? await response.json() : null;
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new TrackingUnavailableError(
          timedOut
            ? `Tracker did not answer in ${config.timeoutMs} ms`
            : `Tracker unreachable: ${String(error)}`,
        );
      }
      if (!response.ok) throw new TrackingUnavailableError(`Tracker answered HTTP ${response.status}`);
      const parsed = trackerAnswer.safeParse(body);
      if (!parsed.success) throw new TrackingUnavailableError('Tracker answered in an unknown shape');
      if ('error' in parsed.data) {
        throw new TrackingUnavailableError(`Tracker error: ${parsed.data.error.message ?? 'unknown'}`);
      }
      return parsed.data.result.events.map((event) => ({
        at: new Date(event.date).toISOString(),
        statusId: event.status,
        title: event.title ?? '',
        place: event.place ?? null,
        note: event.note ?? null,
      }));
    },
  };
}

/** TRACKING_PROVIDER=builtin (default) answers from our own events; =jsonrpc asks the third-party tracker. */
export function createTrackingProvider(
  config: TrackingConfig | undefined,
  lookup: TrackingLookup,
): TrackingProvider {
  if (config?.kind === 'jsonrpc') return jsonRpcTrackingProvider(config);
  return builtinTrackingProvider(lookup);
}
