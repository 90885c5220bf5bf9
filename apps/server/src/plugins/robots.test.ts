import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';

/** Whether a crawler obeying the file may fetch `url`: the longest matching rule wins, Allow on a tie. */
function allowed(robots: string, url: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== '')
    .filter((m) => url.startsWith(m[2]!))
    .sort((a, b) => b[2]!.length - a[2]!.length || (a[1] === 'Allow' ? -1 : 1));
  return rules[0]?.[1] !== 'Disallow';
}

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="ru"><body></body></html>');
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

describe('GET /robots.txt', () => {
  it('is a robots file, not the app’s page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).not.toMatch(/<html/i);
    expect(response.body.split('\n')[0]).toBe('User-agent: *');
  });

  it('lets crawlers see the public pages and keeps them out of the cabinet, the staff desk and the API', async () => {
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    for (const url of ['/login', '/register', '/calc', '/documents/terms', '/documents/privacy-policy']) {
      expect(allowed(robots, url), url).toBe(true);
    }
    for (const url of [
      '/',
      '/dashboard',
      '/products?section=waiting',
      '/parcels/12',
      '/finance',
      '/profile',
      '/staff',
      '/staff/finance/customers',
      '/api/client/my-info',
      '/recipients/secondary?receiverToken=x&recipientId=1',
      '/reset-password?token=x',
      '/reference-pay/card?paymentId=x',
    ]) {
      expect(allowed(robots, url), url).toBe(false);
    }
  });
});
