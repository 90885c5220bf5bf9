import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { PRODUCTION_ENV, refusal } from './test/production-env.js';

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

  it('refuses a long but predictable JWT secret, saying how to make a good one', () => {
    for (const secret of [
      'a'.repeat(32),
      'ab'.repeat(24),
      'password'.repeat(4),
      'abcdefghijklmnopqrstuvwxyz012345',
      'qwertyuiopasdfghjklzxcvbnm123456',
    ]) {
      const message = onlyRefusal({ JWT_SECRET: secret });
      expect(message, secret).toMatch(
        /^JWT_SECRET: NODE_ENV=production — ключ слишком предсказуем: оценка ≈ \d+ бит, нужно не меньше 128/,
      );
      expect(message).toContain('создайте случайный: openssl rand -base64 48');
      expect(message).toContain('the key is too predictable');
    }
    expect(onlyRefusal({ JWT_SECRET: 'a'.repeat(32) })).toContain('оценка ≈ 0 бит');
  });

  it('takes random keys as openssl makes them', () => {
    for (const secret of [
      randomBytes(48).toString('base64'),
      randomBytes(32).toString('base64'),
      randomBytes(32).toString('hex'),
    ]) {
      expect(loadConfig(production({ JWT_SECRET: secret }).env).jwtSecret).toBe(secret);
    }
  });

  it('refuses to start without a mail server', () => {
    for (const value of [undefined, '']) {
      const message = onlyRefusal({ SMTP_URL: value });
      expect(message).toMatch(/^SMTP_URL: NODE_ENV=production — задайте SMTP_URL, почтовый сервер/);
      expect(message).toContain('ссылки восстановления пароля и приглашения сотрудников не доходят до людей');
      expect(message).toContain('set SMTP_URL to your mail server');
    }
    const { env } = production({});
    expect(loadConfig(env).smtpUrl).toBe('smtp://127.0.0.1:9');
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
      SMTP_URL: undefined,
      DEMO_DATA: 'true',
    });
    const error = refusal(env);
    expect(error.problems.map((problem) => problem.split(':')[0])).toEqual([
      'PAYMENT_PROVIDER',
      'CRYPTO_PROVIDER',
      'DEMO_DATA',
      'JWT_SECRET',
      'PUBLIC_URL',
      'SMTP_URL',
    ]);
    // A predictable key is listed with the others too.
    expect(
      refusal({ ...env, JWT_SECRET: 'z'.repeat(40) }).problems.map((problem) => problem.split(':')[0]),
    ).toContain('JWT_SECRET');
    expect(error.message).toMatch(/^Сервер не запущен: исправьте настройки \/ The server did not start/);
    // An empty value is an unset one, as everywhere else.
    expect(refusal({ ...PRODUCTION_ENV, PUBLIC_URL: '' }).problems).toHaveLength(1);
  });
});
