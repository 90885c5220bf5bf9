import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { refusal } from './test/production-env.js';

describe('configuration', () => {
  it('defaults to PGlite in DATA_DIR and keeps one generated JWT secret there', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'config-'));
    const first = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(first.database).toEqual({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    expect(first.port).toBe(3000);
    expect(first.publicUrl).toBe('http://localhost:3000');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('uses PostgreSQL when DATABASE_URL is set and a given JWT_SECRET without writing one', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'config-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
      JWT_SECRET: 'x'.repeat(40),
      PORT: '8080',
      PUBLIC_URL: 'https://cabinet.example.ru/',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/app',
      poolSize: 10,
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://cabinet.example.ru');
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('switches image storage to an S3-compatible bucket and names what is missing', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), STORAGE: 's3' };
    expect(() => loadConfig(base)).toThrow(/S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    const config = loadConfig({
      ...base,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'cabinet',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'cabinet',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).storage).toEqual({ kind: 'local' });
  });

  it('keeps rate-limit counters in Redis only when REDIS_URL is set, and sizes the pool from DATABASE_POOL_SIZE', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' };
    expect(loadConfig(base).redis).toBeUndefined();
    expect(loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'cabinet:',
    });
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '25' }).database).toMatchObject({ poolSize: 25 });
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reads heavy reads from DATABASE_READ_URL only when it is set, with its pool size and lag limit checked', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' };
    expect(loadConfig(base).readReplica).toBeUndefined();
    const url = 'postgres://postgres@127.0.0.1:5433/app';
    expect(loadConfig({ ...base, DATABASE_READ_URL: url }).readReplica).toEqual({
      url,
      poolSize: 5,
      maxLagSeconds: 5,
    });
    expect(
      loadConfig({
        ...base,
        DATABASE_READ_URL: url,
        DATABASE_READ_POOL_SIZE: '8',
        DATABASE_READ_MAX_LAG_SECONDS: '2.5',
      }).readReplica,
    ).toEqual({ url, poolSize: 8, maxLagSeconds: 2.5 });
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: 'not a url' })).toThrow(/DATABASE_READ_URL/);
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: url, DATABASE_READ_POOL_SIZE: '0' })).toThrow(
      /DATABASE_READ_POOL_SIZE/,
    );
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: url, DATABASE_READ_MAX_LAG_SECONDS: '0' })).toThrow(
      /DATABASE_READ_MAX_LAG_SECONDS/,
    );
  });

  it('reads exchange rates from the built-in table unless RATE_SOURCE=cbr', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' };
    expect(loadConfig(base).rates).toEqual({
      source: 'table',
      cbrDailyUrl: 'https://www.cbr.ru/scripts/XML_daily.asp',
    });
    expect(
      loadConfig({ ...base, RATE_SOURCE: 'cbr', CBR_DAILY_URL: 'http://127.0.0.1:8080/daily.xml' }).rates,
    ).toEqual({ source: 'cbr', cbrDailyUrl: 'http://127.0.0.1:8080/daily.xml' });
    expect(() => loadConfig({ ...base, RATE_SOURCE: 'ecb' })).toThrow(/RATE_SOURCE/);
  });

  it('reads the buyout commission: 5 % unless BUYOUT_COMMISSION_PERCENT says 0..30 with two decimals', () => {
    const percent = (value?: string) =>
      loadConfig({ JWT_SECRET: 'x'.repeat(40), BUYOUT_COMMISSION_PERCENT: value }).buyoutCommissionPercent;
    expect(percent()).toBe('5');
    expect(percent('3.5')).toBe('3.5');
    expect(percent('0')).toBe('0');
    expect(percent('30')).toBe('30');
    for (const wrong of ['30.01', '31', '-1', '2.555', 'пять']) {
      expect(() => percent(wrong)).toThrow(/BUYOUT_COMMISSION_PERCENT/);
    }
  });

  it('reads four-eyes: 10 000,00 ₽ and 5 % unless FOUR_EYES_THRESHOLD_RUB and RATE_APPROVAL_PERCENT say otherwise', () => {
    const fourEyes = (env: Record<string, string> = {}) =>
      loadConfig({ JWT_SECRET: 'x'.repeat(40), ...env }).fourEyes;
    expect(fourEyes()).toEqual({ thresholdRub: '10000.00', ratePercent: '5' });
    expect(fourEyes({ FOUR_EYES_THRESHOLD_RUB: '50000', RATE_APPROVAL_PERCENT: '2.5' })).toEqual({
      thresholdRub: '50000',
      ratePercent: '2.5',
    });
    for (const wrong of ['-1', '10 000', '100.001', 'десять']) {
      expect(() => fourEyes({ FOUR_EYES_THRESHOLD_RUB: wrong })).toThrow(/FOUR_EYES_THRESHOLD_RUB/);
    }
    for (const wrong of ['101', '5.555', 'пять']) {
      expect(() => fourEyes({ RATE_APPROVAL_PERCENT: wrong })).toThrow(/RATE_APPROVAL_PERCENT/);
    }
  });

  it('trusts X-Forwarded-For from nobody, anybody or the named proxies', () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ JWT_SECRET: 'x'.repeat(40), TRUST_PROXY }).trustProxy;
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).trustProxy).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('loopback')).toBe('loopback');
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => trust('yes please')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.1;')).toThrow(/TRUST_PROXY/);
  });

  it('refuses a bad port or a short secret with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('keeps the trial start as it was: sandboxes and demo data unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'config-')) });
    expect(config.mode).toBe('trial');
    expect(config.demoData).toBe(true);
    expect(config.payments).toEqual({ card: { kind: 'sandbox' }, crypto: { kind: 'sandbox' } });
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), NODE_ENV: 'development' }).mode).toBe('trial');
    // A misspelt mode must not silently start a trial with its sandboxes.
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), NODE_ENV: 'prod' })).toThrow(/NODE_ENV/);
  });

  it('names every missing credential of a real provider at once, in Russian and English', () => {
    const error = refusal({
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'yookassa',
      CRYPTO_PROVIDER: 'cryptocloud',
      CRYPTOCLOUD_SHOP_ID: 'shop',
      TRACKING_PROVIDER: 'jsonrpc',
    });
    expect(error.problems).toEqual([
      'PAYMENT_PROVIDER=yookassa: задайте также YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY / ' +
        'PAYMENT_PROVIDER=yookassa needs YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY',
      'CRYPTO_PROVIDER=cryptocloud: задайте также CRYPTOCLOUD_API_KEY, CRYPTOCLOUD_SECRET_KEY / ' +
        'CRYPTO_PROVIDER=cryptocloud needs CRYPTOCLOUD_API_KEY, CRYPTOCLOUD_SECRET_KEY',
      'TRACKING_PROVIDER=jsonrpc: задайте также TRACKING_URL / TRACKING_PROVIDER=jsonrpc needs TRACKING_URL',
    ]);
  });
});
