import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeTracker } from '../../test/fake-tracker.js';
import { jsonRpcTrackingProvider, TrackingUnavailableError } from './tracking-provider.js';

describe('JSON-RPC tracker adapter (getTracking)', () => {
  const tracker = fakeTracker();
  beforeAll(() => tracker.start());
  afterAll(() => tracker.stop());
  const provider = (timeoutMs = 2000, apiKey?: string) =>
    jsonRpcTrackingProvider({ url: tracker.url, apiKey, timeoutMs });

  it('posts getTracking with the query and the key, and maps the events to ours', async () => {
    tracker.answer((body, res) =>
      tracker.json(res, {
        jsonrpc: '2.0',
        id: body.id,
        result: {
          events: [
            { date: '2026-11-20T10:00:00Z', status: 200, title: 'Вылетела из Китая', place: 'Гуанчжоу' },
            {
              date: '2026-11-22T08:30:00Z',
              status: 350,
              title: 'На таможне',
              place: 'Москва',
              note: 'Досмотр',
            },
          ],
        },
      }),
    );
    const events = await provider(2000, 'secret-key').track('CN123456789RU', 1);
    expect(tracker.seen.at(-1)).toMatchObject({
      body: { jsonrpc: '2.0', method: 'getTracking', params: { query: 'CN123456789RU' } },
      authorization: 'Bearer secret-key',
      path: '/rpc',
    });
    expect(events).toEqual([
      {
        at: '2026-11-20T10:00:00.000Z',
        statusId: 200,
        title: 'Вылетела из Китая',
        place: 'Гуанчжоу',
        note: null,
      },
      {
        at: '2026-11-22T08:30:00.000Z',
        statusId: 350,
        title: 'На таможне',
        place: 'Москва',
        note: 'Досмотр',
      },
    ]);
  });

  it('sends no authorization without a key', async () => {
    tracker.answer((body, res) => tracker.json(res, { jsonrpc: '2.0', id: body.id, result: { events: [] } }));
    expect(await provider().track('CN1', 1)).toEqual([]);
    expect(tracker.seen.at(-1)!.authorization).toBeUndefined();
  });

  it.each<[string, (body: { id: number }, res: ServerResponse) => void, RegExp]>([
    [
      'a JSON-RPC error',
      (body, res) =>
        tracker.json(res, { jsonrpc: '2.0', id: body.id, error: { code: 404, message: 'not found' } }),
      /Tracker error: not found/,
    ],
    ['an HTTP error', (_body, res) => tracker.json(res, { message: 'down' }, 500), /HTTP 500/],
    [
      'an answer of another shape',
      (body, res) => tracker.json(res, { jsonrpc: '2.0', id: body.id, result: { events: [{ when: 'x' }] } }),
      /unknown shape/,
    ],
    ['no answer in time', () => undefined, /did not answer in 300 ms/],
  ])('turns %s into TrackingUnavailableError', async (_name, answer, detail) => {
    tracker.answer(answer);
    const failure = provider(300).track('CN1', 1);
    await expect(failure).rejects.toBeInstanceOf(TrackingUnavailableError);
    await expect(failure).rejects.toThrow(detail);
  });

  it('turns an unreachable tracker into TrackingUnavailableError', async () => {
    const closed = jsonRpcTrackingProvider({ url: 'http://127.0.0.1:9/rpc', timeoutMs: 1000 });
    await expect(closed.track('CN1', 1)).rejects.toThrow(/unreachable/);
  });
});
