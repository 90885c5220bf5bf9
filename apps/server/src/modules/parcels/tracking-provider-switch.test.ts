import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpClient } from '../../test/helpers.js';
import { fakeTracker } from '../../test/fake-tracker.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

/** TRACKING_PROVIDER=jsonrpc: the customer's tracking asks the third-party tracker, for their own parcel only. */
describe('parcels: tracking through the JSON-RPC tracker', () => {
  const tracker = fakeTracker();
  beforeAll(() => tracker.start());
  afterAll(() => tracker.stop());
  const w = useParcelWorld(() => ({
    tracking: { kind: 'jsonrpc', url: tracker.url, apiKey: 'tracker-key', timeoutMs: 500 },
  }));

  it('answers the tracker’s events, 404 for a stranger’s track, and a Russian 503 when the tracker fails', async () => {
    const c = await w.customer(1);
    const id = await w.weighedParcel(c);
    await w.topUp(c.userId, 10_000);
    await call(w.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token);
    await call(w.app, 'PUT', `/api/staff/parcels/${id}/ship`, w.staff, {
      outgoingDeclaration: 'CN777000111RU',
    });

    tracker.answer((body, res) =>
      tracker.json(res, {
        jsonrpc: '2.0',
        id: body.id,
        result: {
          events: [{ date: '2026-11-25T06:00:00Z', status: 200, title: 'Вылетела', place: 'Гуанчжоу' }],
        },
      }),
    );
    const tracked = await call(w.app, 'GET', '/api/parcel/tracking?query=CN777000111RU', c.client.token);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toEqual({
      query: 'CN777000111RU',
      provider: 'jsonrpc',
      events: [
        { at: '2026-11-25T06:00:00.000Z', statusId: 200, title: 'Вылетела', place: 'Гуанчжоу', note: null },
      ],
    });
    expect(tracker.seen.at(-1)).toMatchObject({
      body: { method: 'getTracking', params: { query: 'CN777000111RU' } },
      authorization: 'Bearer tracker-key',
    });

    // Somebody else's track is not asked about at all.
    const asked = tracker.seen.length;
    const stranger = await signUpClient(w.app);
    const foreign = await call(w.app, 'GET', '/api/parcel/tracking?query=CN777000111RU', stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(tracker.seen).toHaveLength(asked);

    // The tracker does not answer in time: a clear Russian message, nothing else leaks.
    tracker.answer(() => undefined);
    const down = await call(w.app, 'GET', '/api/parcel/tracking?query=CN777000111RU', c.client.token);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      code: 'TRACKING_UNAVAILABLE',
      message: 'Сервис отслеживания сейчас недоступен. Попробуйте позже',
    });
    // The parcel's own page still shows our timeline.
    expect((await w.details(c.client, id)).tracking.at(-1)).toMatchObject({ statusId: 50 });
  });
});
