import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';

const script = `export const cabinet = ${JSON.stringify('кабинет '.repeat(400))};\n`;
const html = `<!doctype html><html lang="ru"><body>кабинет${' '.repeat(2000)}</body></html>`;

/** A web build as `vite build` leaves it: each text file with its .br and .gz beside it. */
function writeBuild(): string {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  const files: Array<[string, string]> = [
    ['index.html', html],
    ['assets/index-Y_oCOPOQ.js', script],
  ];
  for (const [name, text] of files) {
    writeFileSync(path.join(webDist, name), text);
    writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(text));
  }
  return webDist;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: writeBuild() });
});
afterAll(() => t.close());

describe('the web app’s precompressed files', () => {
  it('sends an asset’s brotli or gzip copy when the browser accepts it, the plain file otherwise', async () => {
    const url = '/assets/index-Y_oCOPOQ.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.body).toBe(script);
  });

  it('sends index.html for a client route, compressed when accepted and never cached', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/parcels?section=inwork',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);

    const plain = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(html);

    const api = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-encoding': 'br' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'Не найдено' });
  });
});
