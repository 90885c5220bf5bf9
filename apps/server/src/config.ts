import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CRYPTOCLOUD_API_URL } from './integrations/crypto/cryptocloud.js';
import { type OcrProvider, ocrProviderSchema } from './integrations/ocr/create-photo-recognizer.js';
import { YOOKASSA_API_URL } from './integrations/payments/yookassa.js';
import { paymentsFrom, trackingFrom } from './config-providers.js';
import type { TrackingConfig } from './integrations/tracking/tracking-provider.js';
import { DEFAULT_CBR_DAILY_URL, type RatesConfig } from './integrations/rates/create-rate-source.js';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections each instance keeps to PostgreSQL; instances × pool must stay under the server's max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** Rate-limit counters shared by all instances live here when set; otherwise in the database. */
  REDIS_URL: z.string().url().optional(),
  /** Starts every key the portal writes to Redis, so several environments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('cabinet:'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Служба доставки <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Source of cities, pickup points and suggestions: the seeded tables ("builtin"); see docs/decisions/004. */
  REFERENCE_PROVIDER: z.enum(['builtin']).default('builtin'),
  /** Who reads order screenshots for the photo helper: the built-in offline Tesseract (docs/decisions/006). */
  OCR_PROVIDER: ocrProviderSchema,
  /** Official exchange rates: the built-in table staff edit ("table") or the Central Bank's daily XML ("cbr"). */
  RATE_SOURCE: z.enum(['table', 'cbr']).default('table'),
  CBR_DAILY_URL: z.string().url().default(DEFAULT_CBR_DAILY_URL),
  /** Where uploaded images go: a folder under DATA_DIR ("local") or an S3-compatible bucket ("s3"). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Who takes card payments: the built-in sandbox page (default) or YooKassa (docs/decisions/010). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'yookassa']).default('sandbox'),
  YOOKASSA_SHOP_ID: z.string().optional(),
  YOOKASSA_SECRET_KEY: z.string().optional(),
  YOOKASSA_API_URL: z.string().url().default(YOOKASSA_API_URL),
  /** Who takes crypto payments: the built-in sandbox invoice page (default) or CryptoCloud. */
  CRYPTO_PROVIDER: z.enum(['sandbox', 'cryptocloud']).default('sandbox'),
  CRYPTOCLOUD_API_KEY: z.string().optional(),
  CRYPTOCLOUD_SHOP_ID: z.string().optional(),
  CRYPTOCLOUD_SECRET_KEY: z.string().optional(),
  CRYPTOCLOUD_API_URL: z.string().url().default(CRYPTOCLOUD_API_URL),
  /** Where a parcel's way is read: our own tracking events ("builtin") or a JSON-RPC tracker (docs/decisions/016). */
  TRACKING_PROVIDER: z.enum(['builtin', 'jsonrpc']).default('builtin'),
  TRACKING_URL: z.string().url().optional(),
  TRACKING_API_KEY: z.string().optional(),
  TRACKING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * Whose X-Forwarded-For to believe for the client's address (throttling and limits count by it): `false`,
   * `true` (anybody: only when nothing but the proxy can reach the port), or the proxies' addresses, CIDRs or
   * `loopback`/`uniquelocal`, comma-separated (then the address the nearest untrusted hop gave is the client).
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, "true, false, or the proxies' addresses")
    .default('false')
    .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
  /** The demo customer and its welcome promo code on the first start with an empty database; `false` in production. */
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

export type CardPaymentsConfig =
  | { kind: 'sandbox' }
  | {
      kind: 'yookassa';
      shopId: string;
      secretKey: string;
      apiUrl: string;
      timeoutMs?: number;
      attempts?: number;
    };
export type CryptoPaymentsConfig =
  | { kind: 'sandbox' }
  | { kind: 'cryptocloud'; apiKey: string; shopId: string; secretKey: string; apiUrl: string };

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  logLevel: string;
  /** Folder of the built web app; null serves the API only. */
  webDist: string | null;
  trustProxy: boolean | string;
  /** Seed the demo customer on a first start (main.ts); tests leave it out. */
  demoData?: boolean;
  /** Where rate-limit counters are kept: Redis when set, else the database (shared by every instance either way). */
  redis?: { url: string; keyPrefix: string };
  referenceProvider: 'builtin';
  ocrProvider: OcrProvider;
  storage: StorageConfig;
  /** Card and crypto payment providers; the built-in sandboxes when left out. */
  payments?: { card: CardPaymentsConfig; crypto: CryptoPaymentsConfig };
  /** Where official rates come from; left out (tests), the built-in table. */
  rates?: RatesConfig;
  /** Where parcels are tracked; left out (tests), the built-in provider. */
  tracking?: TrackingConfig;
}

/**
 * npm runs workspace scripts inside the workspace folder; relative paths are read against the folder
 * where the user typed the command (INIT_CWD), so `DATA_DIR=./data npm start` means the repository's ./data.
 */
function resolveFromInvocation(target: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
}

/** With no JWT_SECRET a secret is generated once and kept in DATA_DIR, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export type Env = z.infer<typeof envSchema>;

function parseEnv(env: NodeJS.ProcessEnv): Env {
  // An empty variable means "not set" (e.g. DATABASE_URL= to force the embedded database).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

function storageFrom(e: Env): StorageConfig {
  if (e.STORAGE !== 's3') return { kind: 'local' };
  const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (k) => !e[k],
  );
  if (missing.length) throw new Error(`Invalid configuration:\nSTORAGE=s3 needs ${missing.join(', ')}`);
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
  };
}

export type DataPlaces = Pick<AppConfig, 'dataDir' | 'database' | 'storage'>;

function placesFrom(e: Env): DataPlaces {
  const dataDir = resolveFromInvocation(e.DATA_DIR);
  return {
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
    storage: storageFrom(e),
  };
}

/** Where the data lives, read without writing anything: a restore must find DATA_DIR exactly as it is. */
export function loadDataPlaces(env: NodeJS.ProcessEnv = process.env): DataPlaces {
  return placesFrom(parseEnv(env));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnv(env);
  const places = placesFrom(e);
  const defaultWebDist = new URL('../../web/dist', import.meta.url).pathname;
  const webDist = e.WEB_DIST ? resolveFromInvocation(e.WEB_DIST) : defaultWebDist;
  return {
    ...places,
    port: e.PORT,
    host: e.HOST,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(places.dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    trustProxy: e.TRUST_PROXY,
    demoData: e.DEMO_DATA,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    referenceProvider: e.REFERENCE_PROVIDER,
    ocrProvider: e.OCR_PROVIDER,
    payments: paymentsFrom(e),
    rates: { source: e.RATE_SOURCE, cbrDailyUrl: e.CBR_DAILY_URL },
    tracking: trackingFrom(e),
  };
}
