import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { PRODUCTION_ENV } from './test/production-env.js';

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

function refusal(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('a production start (NODE_ENV=production)', () => {
  const production = (changes: Record<string, string | undefined>) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'config-prod-'));
    return { env: { ...PRODUCTION_ENV, DATA_DIR: dataDir, ...changes }, dataDir };
  };
  /** The one refusal the change causes, which must name the setting and say what to do in both languages. */
  const onlyRefusal = (changes: Record<string, string | undefined>) => {
    const { env, dataDir } = production(changes);
    const { problems } = refusal(env);
    expect(problems).toHaveLength(1);
    // Nothing is written before the settings are right: no generated secret.
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    return problems[0]!;
  };

  it('starts with real providers, no demo data, the given secret and address', () => {
    const { env, dataDir } = production({});
    const config = loadConfig(env);
    expect(config.mode).toBe('production');
    expect(config.demoData).toBe(false);
    expect(config.jwtSecret).toBe(PRODUCTION_ENV.JWT_SECRET);
    expect(config.publicUrl).toBe('https://cabinet.example.ru');
    expect(config.payments?.card.kind).toBe('yookassa');
    expect(config.payments?.crypto.kind).toBe('cryptocloud');
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    expect(loadConfig({ ...env, DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('refuses the card sandbox, set or left to the default', () => {
    for (const value of ['sandbox', undefined]) {
      const message = onlyRefusal({ PAYMENT_PROVIDER: value });
      expect(message).toMatch(/^PAYMENT_PROVIDER: NODE_ENV=production — задайте PAYMENT_PROVIDER=yookassa/);
      expect(message).toContain('встроенная тестовая касса (sandbox) в рабочем режиме запрещена');
      expect(message).toContain('set PAYMENT_PROVIDER=yookassa');
      expect(message).toContain('the built-in sandbox acquirer is refused in production');
    }
  });

  it('refuses the crypto sandbox, set or left to the default', () => {
    for (const value of ['sandbox', undefined]) {
      const message = onlyRefusal({ CRYPTO_PROVIDER: value });
      expect(message).toMatch(/^CRYPTO_PROVIDER: NODE_ENV=production — задайте CRYPTO_PROVIDER=cryptocloud/);
      expect(message).toContain('тестовый криптопроцессинг (sandbox) в рабочем режиме запрещён');
      expect(message).toContain('set CRYPTO_PROVIDER=cryptocloud');
      expect(message).toContain('is refused in production');
    }
  });

  it('refuses demo data', () => {
    const message = onlyRefusal({ DEMO_DATA: 'true' });
    expect(message).toMatch(/^DEMO_DATA: NODE_ENV=production — уберите DEMO_DATA=true/);
    expect(message).toContain('промокод WELCOME500 в рабочем режиме запрещены');
    expect(message).toContain('remove DEMO_DATA=true (or set DEMO_DATA=false)');
  });

  it('refuses to generate a JWT secret, even when DATA_DIR holds one already', () => {
    const { env, dataDir } = production({ JWT_SECRET: undefined });
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'g'.repeat(64));
    expect(refusal(env).problems).toEqual([
      expect.stringMatching(/^JWT_SECRET: NODE_ENV=production — задайте/),
    ]);
    const message = onlyRefusal({ JWT_SECRET: undefined });
    expect(message).toContain('не короче 32 случайных символов');
    expect(message).toContain('set JWT_SECRET to at least 32 random characters');
    expect(message).toContain('a key generated into DATA_DIR is refused in production');
  });

  it('refuses a short JWT secret', () => {
    expect(onlyRefusal({ JWT_SECRET: 'x'.repeat(31) })).toBe(
      'JWT_SECRET: не короче 32 символов / must be at least 32 characters',
    );
  });

  it('refuses to start without PUBLIC_URL', () => {
    const message = onlyRefusal({ PUBLIC_URL: undefined });
    expect(message).toMatch(/^PUBLIC_URL: NODE_ENV=production — задайте PUBLIC_URL/);
    expect(message).toContain("set PUBLIC_URL to the cabinet's public address");
  });

  it('refuses to start without the warehouse address, and takes the configured one', () => {
    const withoutWarehouse = Object.fromEntries(
      Object.keys(PRODUCTION_ENV)
        .filter((name) => name.startsWith('WAREHOUSE_'))
        .map((name) => [name, undefined]),
    );
    const message = onlyRefusal(withoutWarehouse);
    expect(message).toMatch(/^WAREHOUSE_\*: NODE_ENV=production — задайте адрес склада в Китае/);
    expect(message).toContain('set the warehouse address in China');
    const { env } = production({});
    expect(loadConfig(env).warehouse).toEqual({
      demo: false,
      address: {
        title: 'Склад в Китае',
        recipientPrefix: 'SHIP',
        phone: '13800000000',
        region: '浙江省 义乌市',
        street: '福田街道 商城大道 100号',
        postcode: '322000',
        regionRu: 'провинция Чжэцзян, г. Иу',
        streetRu: '',
      },
    });
  });

  it('refuses half an address in any mode, and shows the example one on a trial start without it', () => {
    const message = onlyRefusal({ WAREHOUSE_PHONE: undefined, WAREHOUSE_POSTCODE: '' });
    expect(message).toBe(
      'WAREHOUSE_*: задайте также WAREHOUSE_PHONE, WAREHOUSE_POSTCODE — адрес склада задаётся целиком / the ' +
        'warehouse address needs WAREHOUSE_PHONE, WAREHOUSE_POSTCODE as well',
    );
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'config-'));
    expect(() => loadConfig({ DATA_DIR: dataDir, WAREHOUSE_STREET: 'x' })).toThrow(
      /WAREHOUSE_RECIPIENT_PREFIX/,
    );
    const trial = loadConfig({ DATA_DIR: dataDir });
    expect(trial.warehouse?.demo).toBe(true);
    expect(trial.warehouse?.address.street).toBe('石井街道 石沙路1688号 卡戈仓库 3号门');
  });

  it('lists every refusal at once, the first start of a guide followed without its production settings', () => {
    const { env } = production({
      PAYMENT_PROVIDER: undefined,
      CRYPTO_PROVIDER: undefined,
      JWT_SECRET: undefined,
      PUBLIC_URL: undefined,
      DEMO_DATA: 'true',
    });
    const error = refusal(env);
    expect(error.problems.map((problem) => problem.split(':')[0])).toEqual([
      'PAYMENT_PROVIDER',
      'CRYPTO_PROVIDER',
      'DEMO_DATA',
      'JWT_SECRET',
      'PUBLIC_URL',
    ]);
    expect(error.message).toMatch(/^Сервер не запущен: исправьте настройки \/ The server did not start/);
    // An empty value is an unset one, as everywhere else.
    expect(refusal({ ...PRODUCTION_ENV, PUBLIC_URL: '' }).problems).toHaveLength(1);
  });
});
