import { randomBytes } from 'node:crypto';
import type { FourEyesSettings, InsuranceSettings, StorageSettings } from '@cargo/domain';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OcrProvider } from './integrations/ocr/create-photo-recognizer.js';
import {
  type CardPaymentsConfig,
  type CryptoPaymentsConfig,
  missingCredentials,
  paymentsFrom,
  trackingFrom,
} from './config-providers.js';
import { productionRefusals, type RunMode, runModeOf } from './config-production.js';
import type { TrackingConfig } from './integrations/tracking/tracking-provider.js';
import type { RatesConfig } from './integrations/rates/create-rate-source.js';
import type { DatabaseConfig } from './db/client.js';
import type { StorageConfig } from './integrations/storage/storage-config.js';
import type { TelegramConfig } from './integrations/telegram/telegram-config.js';
import type { TopUpLifetimes } from './integrations/payments/provider-lifetimes.js';
import { type Env, parseEnv, presentValues } from './config-env.js';
import type { PersonalDataKeys } from './personal-data/field-cipher.js';
import { persistentPersonalDataKey } from './personal-data/personal-data-keys.js';
import { type WarehouseConfig, warehouseFrom, warehouseProblems } from './config-warehouse.js';
import { readReplicaFrom } from './config-read-replica.js';
import type { ReadReplicaConfig } from './db/read-replica-config.js';

export { ConfigError, type RunMode } from './config-production.js';
export type { Env } from './config-env.js';

export type { StorageConfig, TelegramConfig };

export type { DatabaseConfig };

export interface AppConfig {
  /** Left out (tests): trial. A production config has real providers and no demo data (loadConfig refuses else). */
  mode?: RunMode;
  /**
   * Every compiled answer also encoded by zod and compared, byte for byte (decisions 041, 059): the tests' config
   * turns it on; a start from the environment leaves it off.
   */
  crossCheckAnswers?: boolean;
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** A streaming replica for reports, exports and the desks' long lists (decision 070); left out, all on `database`. */
  readReplica?: ReadReplicaConfig;
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
  /** Minutes a top-up waits for its payment, per method; left out (tests), 60 for cards and 1440 for crypto. */
  topUpLifetimes?: TopUpLifetimes;
  /** Where official rates come from; left out (tests), the built-in table. */
  rates?: RatesConfig;
  /** Where parcels are tracked; left out (tests), the built-in provider. */
  tracking?: TrackingConfig;
  /** The commission on a buyout lot, percent as exact text ("5", "3.5"); left out, the domain's default (5). */
  buyoutCommissionPercent?: string;
  /** The job queue's workers and schedules; left out (tests), nothing runs (jobs are still enqueued). */
  jobs?: JobsConfig;
  /** Days before a ticket waiting for the customer closes itself; left out, the domain's default (7). */
  ticketAutoCloseDays?: number;
  /** The Telegram bot; left out, the channel is off. */
  telegram?: TelegramConfig;
  /** Free storage days and the daily fee (decision 031); left out (tests), the domain's STORAGE_DEFAULTS. */
  storageFees?: StorageSettings;
  /** Parcel insurance percent and minimum (decision 032); left out (tests), the domain's INSURANCE_DEFAULTS. */
  insurance?: InsuranceSettings;
  /** The warehouse's address customers give the shops; left out (tests), the trial's example (demo). */
  warehouse?: WarehouseConfig;
  /** Four-eyes on money (decision 049); left out (tests), the domain's FOUR_EYES_DEFAULTS. */
  fourEyes?: FourEyesSettings;
  /**
   * The keys of recipients' personal data (decision 064); left out (tests, a trial), one generated into DATA_DIR.
   * buildApp refuses a production config without them.
   */
  personalData?: PersonalDataKeys;
}

export interface JobsConfig {
  run: boolean;
  pollSeconds: number;
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

/** Called once `missingCredentials` found nothing. */
function storageFrom(e: Env): StorageConfig {
  if (e.STORAGE !== 's3') return { kind: 'local' };
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

/** The bot is on only with all three of token, name and webhook secret (config-providers checks they come together). */
function telegramFrom(e: Env): TelegramConfig | undefined {
  if (!e.TELEGRAM_BOT_TOKEN || !e.TELEGRAM_BOT_USERNAME || !e.TELEGRAM_WEBHOOK_SECRET) return undefined;
  return {
    botToken: e.TELEGRAM_BOT_TOKEN,
    botUsername: e.TELEGRAM_BOT_USERNAME,
    webhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
    apiRoot: e.TELEGRAM_API_ROOT.replace(/\/$/, ''),
  };
}

/** Where the data lives, read without writing anything: a restore must find DATA_DIR exactly as it is. */
export function loadDataPlaces(env: NodeJS.ProcessEnv = process.env): DataPlaces {
  return placesFrom(parseEnv(env, (raw) => missingCredentials(raw, 'STORAGE')));
}

/**
 * The server's configuration. Throws a ConfigError listing every problem, and writes nothing (no generated secret)
 * before they are all solved: a production start (NODE_ENV=production) adds its refusals (config-production.ts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = runModeOf(presentValues(env));
  const e = parseEnv(env, (raw) => [
    ...missingCredentials(raw),
    ...warehouseProblems(raw, mode),
    ...(mode === 'production' ? productionRefusals(raw) : []),
  ]);
  const places = placesFrom(e);
  const defaultWebDist = new URL('../../web/dist', import.meta.url).pathname;
  const webDist = e.WEB_DIST ? resolveFromInvocation(e.WEB_DIST) : defaultWebDist;
  return {
    ...places,
    mode,
    port: e.PORT,
    host: e.HOST,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(places.dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    trustProxy: e.TRUST_PROXY,
    demoData: e.DEMO_DATA ?? mode === 'trial',
    readReplica: readReplicaFrom(e),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    referenceProvider: e.REFERENCE_PROVIDER,
    ocrProvider: e.OCR_PROVIDER,
    payments: paymentsFrom(e),
    topUpLifetimes: {
      cardMinutes: e.CARD_PAYMENT_LIFETIME_MINUTES,
      cryptoMinutes: e.CRYPTO_INVOICE_LIFETIME_MINUTES,
    },
    rates: { source: e.RATE_SOURCE, cbrDailyUrl: e.CBR_DAILY_URL },
    tracking: trackingFrom(e),
    buyoutCommissionPercent: e.BUYOUT_COMMISSION_PERCENT,
    jobs: { run: e.JOBS_RUN, pollSeconds: e.JOBS_POLL_SECONDS },
    ticketAutoCloseDays: e.TICKET_AUTO_CLOSE_DAYS,
    telegram: telegramFrom(e),
    storageFees: { freeDays: e.STORAGE_FREE_DAYS, dailyFeeRub: e.STORAGE_DAILY_FEE_RUB },
    insurance: { percent: e.INSURANCE_PERCENT, minimumRub: e.INSURANCE_MINIMUM_RUB },
    warehouse: warehouseFrom(presentValues(env)),
    fourEyes: { thresholdRub: e.FOUR_EYES_THRESHOLD_RUB, ratePercent: e.RATE_APPROVAL_PERCENT },
    personalData: {
      key: e.PERSONAL_DATA_KEY ?? persistentPersonalDataKey(places.dataDir),
      previousKeys: e.PERSONAL_DATA_PREVIOUS_KEYS,
    },
  };
}
