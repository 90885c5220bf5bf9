import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { PRODUCTION_ENV } from './test/production-env.js';
import { createTestDatabase } from './test/test-database.js';

/** What only the card sandbox's page says (its form lists the test cards); the real card page is YooKassa's. */
const SANDBOX_TEXT = 'Тестовые карты';

const webDir = fileURLToPath(new URL('../../web/', import.meta.url));
const webDist = mkdtempSync(path.join(os.tmpdir(), 'web-build-'));

/** `vite build` of the real web app, as `npm run build` makes it for either mode, into a folder of its own. */
async function buildWebApp(): Promise<void> {
  const vite = path.join(
    path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const env = { ...process.env };
  delete env.NODE_ENV;
  const child = spawn(
    process.execPath,
    [vite, 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: webDir, env },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`vite build failed (${code}):\n${output}`);
}

async function appFrom(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({
    ...env,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cabinet-data-')),
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { database: await createTestDatabase() });
  await app.ready();
  return app;
}

function decode(body: Buffer, encoding: unknown): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** Every file of the build, asked for by its URL, decoded as the browser would: the texts that were served. */
async function servedTexts(app: FastifyInstance): Promise<Map<string, string>> {
  const served = new Map<string, string>();
  const files = readdirSync(webDist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(?:js|css|html|json|svg|br|gz)$/.test(file),
  );
  for (const file of files) {
    const url = `/${file.split(path.sep).join('/')}`;
    const compressed = /\.(?:br|gz)$/.test(url);
    for (const encoding of compressed ? ['identity'] : ['br, gzip', 'gzip', 'identity']) {
      const answer = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      if (answer.statusCode !== 200) continue;
      // A .br or .gz file asked for by its own name is the compressed text, possibly compressed once more.
      let body = decode(answer.rawPayload, answer.headers['content-encoding']);
      body = decode(body, url.endsWith('.br') ? 'br' : url.endsWith('.gz') ? 'gzip' : undefined);
      served.set(`${url} (${encoding})`, body.toString('utf8'));
    }
  }
  return served;
}

const withSandboxText = (served: Map<string, string>) =>
  [...served].filter(([, text]) => text.includes(SANDBOX_TEXT)).map(([url]) => url);

describe('the web build as each mode serves it', { timeout: 240_000 }, () => {
  beforeAll(buildWebApp, 240_000);
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('a production start serves no file with the sandbox pages’ code, and every file the app loads', async () => {
    const built = readdirSync(path.join(webDist, 'assets')).filter((file) => file.endsWith('.js'));
    expect(
      built.filter((file) => readFileSync(path.join(webDist, 'assets', file), 'utf8').includes(SANDBOX_TEXT)),
    ).not.toEqual([]);
    const app = await appFrom(PRODUCTION_ENV);
    try {
      const served = await servedTexts(app);
      expect(withSandboxText(served)).toEqual([]);
      // Nothing the app itself needs went with them: every chunk a page may load is served.
      const index = served.get('/index.html (identity)') ?? '';
      const loaded = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
      expect(loaded.length).toBeGreaterThan(0);
      for (const file of built.filter((name) => !name.startsWith('sandbox-'))) {
        expect(served.has(`/assets/${file} (identity)`), file).toBe(true);
      }
      for (const url of loaded) expect(served.has(`${url} (identity)`), url).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('a trial start serves the sandbox card page with its test cards', async () => {
    const app = await appFrom({ JWT_SECRET: 't'.repeat(40) });
    try {
      expect(withSandboxText(await servedTexts(app))).not.toEqual([]);
    } finally {
      await app.close();
    }
  });
});
