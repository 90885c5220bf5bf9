import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createListeningTestApp,
  signInStaff,
  signUpClient,
  type ListeningTestApp,
} from '../test/helpers.js';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

/** The OpenAPI description: a JSON answer of tens of kilobytes that is the same on every request. */
const LARGE = '/api/docs/json';

describe('compressed answers', () => {
  it('sends an answer over 1 KB as brotli or gzip, as asked, decoding to exactly the plain body', async () => {
    const plain = await t.app.inject({ method: 'GET', url: LARGE });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ method: 'GET', url: LARGE, headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await t.app.inject({ method: 'GET', url: LARGE, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('prefers brotli when both are accepted; a small error answer goes out as it is', async () => {
    const both = await t.app.inject({
      method: 'GET',
      url: LARGE,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(both.headers['content-encoding']).toBe('br');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Не найдено' });
  });

  it('leaves an answer under 1 KB and a request without Accept-Encoding uncompressed', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });

    const unasked = await t.app.inject({ method: 'GET', url: LARGE });
    expect(unasked.headers['content-encoding']).toBeUndefined();
    const identity = await t.app.inject({
      method: 'GET',
      url: LARGE,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(unasked.body);
  });

  it('keeps the help desk’s live stream uncompressed, event by event', async () => {
    const staff = await signInStaff(t.app);
    const customer = await signUpClient(t.app);
    const ticket = (
      await call(t.app, 'POST', '/api/helpDesk', customer.token, { titleId: 7, message: 'Сжатие?' })
    ).json() as { id: number };
    const abort = new AbortController();
    const response = await fetch(`${t.base}/api/helpDesk/answers/${ticket.id}/stream`, {
      headers: {
        authorization: `Bearer ${customer.token}`,
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
      },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (needle: string) => {
      const deadline = Date.now() + 5000;
      while (!text.includes(needle)) {
        if (Date.now() > deadline) throw new Error(`no "${needle}" in the stream: ${text}`);
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended: ${text}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    await until(': connected');
    // A long answer (over the compression threshold) still arrives at once, as one plain event.
    const long = 'Ответ поддержки. '.repeat(100);
    await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${ticket.id}/answers`, staff, { message: long });
    await until('event: answer');
    await until(long.trim());
    abort.abort();
  });
});
