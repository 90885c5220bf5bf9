import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRpcTrackingProvider } from './tracking-provider.js';

describe('JSON-RPC tracker adapter (getTracking)', () => {
  // A stand-in tracker on loopback: answers getTracking for one known track, an error otherwise.
  const seen: unknown[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: number; params: { query: string } };
    seen.push(body);
    res.setHeader('content-type', 'application/json');
    if (body.params.query === 'CN123456789RU') {
      res.end(
        JSON.stringify({
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
    } else {
      res.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, error: { code: 404, message: 'not found' } }));
    }
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends getTracking with the query and maps the events', async () => {
    const events = await jsonRpcTrackingProvider(url).track('CN123456789RU');
    expect(seen.at(-1)).toMatchObject({
      jsonrpc: '2.0',
      method: 'getTracking',
      params: { query: 'CN123456789RU' },
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

  it('turns a JSON-RPC error into a failure', async () => {
    await expect(jsonRpcTrackingProvider(url).track('NOPE')).rejects.toThrow('Tracker error: not found');
  });
});
