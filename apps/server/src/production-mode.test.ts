import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { runModeBanner } from './run-mode-banner.js';
import { bearer, signUpClient, testConfig } from './test/helpers.js';
import { PRODUCTION_ENV } from './test/production-env.js';
import { createTestDatabase } from './test/test-database.js';

/** Words that belong to the sandboxes alone: outside a trial start no path holding one answers but 404. */
const SANDBOX_WORDS = /sandbox|reference-pay|crypto-cloud/i;

/** Every sandbox path the web app and the API know, and a few more a curious visitor might try. */
const SANDBOX_URLS = [
  '/api/sandbox/card-payments/sbx_1',
  '/api/sandbox/card-payments/sbx_1/pay',
  '/api/sandbox/card-payments/sbx_1/confirm',
  '/api/sandbox/card-payments/sbx_1/cancel',
  '/api/sandbox/crypto-invoices/INV-1',
  '/api/sandbox/crypto-invoices/INV-1/paid',
  '/api/sandbox/crypto-invoices/INV-1/underpaid',
  '/api/sandbox/crypto-invoices/INV-1/expired',
  '/api/sandbox',
  '/reference-pay/card?paymentId=sbx_1&userId=1&amount=1000.00',
  '/reference-pay',
  '/REFERENCE-PAY/card',
  '/reference%2Dpay/card',
  '/crypto-cloud?invoiceId=INV-1',
  '/crypto-cloud',
  '/sandbox',
  '/assets/sandbox-CUacYMNW.js',
  // The notification routes take the provider as a parameter: the sandbox's name must not reach them.
  '/api/payments/notifications/sandbox',
  '/api/crypto/postback/sandbox',
];

const SANDBOX_ROUTES = [
  ['GET', '/api/sandbox/card-payments/:paymentId'],
  ['POST', '/api/sandbox/card-payments/:paymentId/pay'],
  ['POST', '/api/sandbox/card-payments/:paymentId/confirm'],
  ['POST', '/api/sandbox/card-payments/:paymentId/cancel'],
  ['GET', '/api/sandbox/crypto-invoices/:invoiceId'],
  ['POST', '/api/sandbox/crypto-invoices/:invoiceId/:outcome'],
] as const;

/** The app as main.ts builds it from an environment, with a built web app to fall back to. */
async function appFrom(env: Record<string, string>): Promise<FastifyInstance> {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ru"><body>кабинет</body></html>',
  );
  // Vite names a chunk after its module: the sandbox pages' API hooks become assets/sandbox-<hash>.js.
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'sandbox-CUacYMNW.js'), 'export const sandbox = 1;');
  writeFileSync(path.join(webDist, 'assets', 'index-Y_oCOPOQ.js'), 'export const app = 1;');
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

async function documentedPaths(app: FastifyInstance): Promise<string[]> {
  return Object.keys((await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
}

describe('a production start (NODE_ENV=production)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appFrom(PRODUCTION_ENV);
  });
  afterAll(() => app.close());

  it('registers no route whose path names a sandbox', async () => {
    expect(app.ctx.config.mode).toBe('production');
    for (const [method, url] of SANDBOX_ROUTES) expect(app.hasRoute({ method, url }), url).toBe(false);
    expect(app.printRoutes({ commonPrefix: false })).not.toMatch(SANDBOX_WORDS);
    expect((await documentedPaths(app)).filter((p) => SANDBOX_WORDS.test(p))).toEqual([]);
  });

  it('answers 404 to every sandbox path, API and web page alike, whatever the method', async () => {
    for (const url of SANDBOX_URLS) {
      for (const method of ['GET', 'HEAD', 'POST'] as const) {
        const response = await app.inject({
          method,
          url,
          ...(method === 'POST'
            ? { payload: { cardNumber: '4111 1111 1111 1111', expiry: '12/40', cvc: '123' } }
            : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        if (method !== 'HEAD') expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Не найдено' });
      }
    }
  });

  it('still serves the web app for its other pages and files', async () => {
    const page = await app.inject({ method: 'GET', url: '/finance' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('кабинет');
    expect((await app.inject({ method: 'GET', url: '/assets/index-Y_oCOPOQ.js' })).statusCode).toBe(200);
  });

  it('tells the web app that the money is real', async () => {
    const client = await signUpClient(app);
    const answer = await app.inject({
      method: 'GET',
      url: '/api/client/payment-providers',
      headers: bearer(client.token),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ card: 'yookassa', crypto: 'cryptocloud' });
  });
});

describe('the trial start (npm start)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appFrom({ JWT_SECRET: 't'.repeat(40) });
  });
  afterAll(() => app.close());

  it('serves the sandboxes: their API and their pages', async () => {
    expect(app.ctx.config.mode).toBe('trial');
    for (const [method, url] of SANDBOX_ROUTES) expect(app.hasRoute({ method, url }), url).toBe(true);
    expect(app.printRoutes({ commonPrefix: false })).toMatch(SANDBOX_WORDS);

    const client = await signUpClient(app);
    const providers = await app.inject({
      method: 'GET',
      url: '/api/client/payment-providers',
      headers: bearer(client.token),
    });
    expect(providers.json()).toEqual({ card: 'sandbox', crypto: 'sandbox' });

    const created = await app.inject({
      method: 'POST',
      url: '/api/client/top-ups',
      headers: bearer(client.token),
      payload: { amount: 1000, currency: 'RUB' },
    });
    expect(created.statusCode).toBe(201);
    const page = new URL(created.json().confirmationUrl);
    expect(page.pathname).toBe('/reference-pay/card');
    const payment = await app.inject({
      method: 'GET',
      url: `/api/sandbox/card-payments/${page.searchParams.get('paymentId')}`,
    });
    expect(payment.statusCode).toBe(200);
    for (const url of ['/reference-pay/card?paymentId=sbx_1', '/crypto-cloud?invoiceId=INV-1']) {
      const html = await app.inject({ method: 'GET', url });
      expect(html.statusCode, url).toBe(200);
      expect(html.body).toContain('кабинет');
    }
    expect((await app.inject({ method: 'GET', url: '/assets/sandbox-CUacYMNW.js' })).statusCode).toBe(200);
  });
});

describe('building the app in production mode', () => {
  it('refuses a configuration that still has a sandbox (loadConfig would have refused it first)', async () => {
    const database = await createTestDatabase();
    await expect(buildApp(testConfig({ mode: 'production' }), { database })).rejects.toThrow(
      /тестовая касса \(sandbox\) в рабочем режиме запрещена/,
    );
    await database.close();
  });
});

describe('the first lines a start prints', () => {
  const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'cabinet-data-'));

  it('labels the trial start «Тестовый режим» and names its sandboxes and demo data', () => {
    const banner = runModeBanner(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 't'.repeat(40) }));
    expect(banner.loud).toBe(false);
    const text = banner.lines.join('\n');
    expect(text).toContain('Тестовый режим');
    expect(text).toContain('тестовая касса (sandbox, /reference-pay/card)');
    expect(text).toContain('тестовый процессинг (sandbox, /crypto-cloud)');
    expect(text).toContain('WELCOME500');
  });

  it('warns loudly when a start on DATABASE_URL outside production still takes sandbox payments', () => {
    const banner = runModeBanner(
      loadConfig({
        DATA_DIR: dataDir(),
        JWT_SECRET: 't'.repeat(40),
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/staging',
      }),
    );
    expect(banner.loud).toBe(true);
    expect(banner.lines.join('\n')).toContain(
      'ВНИМАНИЕ: ПЛАТЕЖИ — ТЕСТОВАЯ КАССА (SANDBOX) / WARNING: PAYMENTS ARE A SANDBOX',
    );
  });

  it('says nothing of sandboxes in production', () => {
    const banner = runModeBanner(loadConfig({ ...PRODUCTION_ENV, DATA_DIR: dataDir() }));
    expect(banner.loud).toBe(false);
    expect(banner.lines.join('\n')).not.toMatch(/sandbox|Тестовый режим/i);
  });
});
