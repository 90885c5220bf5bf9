/** The environment the server reads: its variables, parsed and checked by one zod schema. */
import { z } from 'zod';
import {
  DEFAULT_BUYOUT_COMMISSION_PERCENT,
  DEFAULT_TICKET_AUTO_CLOSE_DAYS,
  FOUR_EYES_DEFAULTS,
  INSURANCE_DEFAULTS,
  STORAGE_DEFAULTS,
} from '@cargo/domain';
import { ConfigError, JWT_SECRET_MIN_LENGTH, type RawEnv } from './config-production.js';
import { keyBytes } from './personal-data/field-cipher.js';
import { CRYPTOCLOUD_API_URL } from './integrations/crypto/cryptocloud.js';
import { ocrProviderSchema } from './integrations/ocr/create-photo-recognizer.js';
import { YOOKASSA_API_URL } from './integrations/payments/yookassa.js';
import { DEFAULT_CBR_DAILY_URL } from './integrations/rates/create-rate-source.js';

const envSchema = z.object({
  /** `production` makes the start refuse the sandboxes, demo data and a missing secret or address (decision 017). */
  NODE_ENV: z.enum(['production', 'development', 'test']).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections each instance keeps to PostgreSQL; instances × pool must stay under the server's max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * A PostgreSQL streaming replica for the heavy reads (reports, exports, the desks' long lists; decision 070).
   * Optional; needs DATABASE_URL (ignored with a warning on the embedded database).
   */
  DATABASE_READ_URL: z.string().url().optional(),
  /** Connections each instance keeps to the replica (and, while it falls back, read-only ones to the primary). */
  DATABASE_READ_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(5),
  /** The replica's replay lag past which its reads go to the primary until it catches up. */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  /** Rate-limit counters shared by all instances live here when set; otherwise in the database. */
  REDIS_URL: z.string().url().optional(),
  /** Starts every key the portal writes to Redis, so several environments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('cabinet:'),
  JWT_SECRET: z
    .string()
    .min(
      JWT_SECRET_MIN_LENGTH,
      `не короче ${JWT_SECRET_MIN_LENGTH} символов / must be at least ${JWT_SECRET_MIN_LENGTH} characters`,
    )
    .optional(),
  /**
   * The key recipients' passports and INN are encrypted with (decision 064): base64 of 32 random bytes
   * (`openssl rand -base64 32`). A trial start without it generates one into DATA_DIR; a production start refuses.
   */
  PERSONAL_DATA_KEY: z
    .string()
    .refine(
      (text) => keyBytes(text) !== null,
      'ожидается base64 ровно 32 байт (openssl rand -base64 32) / expected base64 of exactly 32 bytes',
    )
    .optional(),
  /** Keys replaced by PERSONAL_DATA_KEY, comma-separated: still read until `npm run personal-data:rotate` is done. */
  PERSONAL_DATA_PREVIOUS_KEYS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .refine(
      (keys) => keys.every((key) => keyBytes(key) !== null),
      'каждый ключ — base64 ровно 32 байт, через запятую / each key base64 of exactly 32 bytes, comma-separated',
    )
    .default([]),
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
  /**
   * Who takes card payments: the built-in sandbox page or YooKassa (docs/decisions/010). Unset means the sandbox in
   * a trial start; a production start refuses both unset and sandbox.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'yookassa']).default('sandbox'),
  YOOKASSA_SHOP_ID: z.string().optional(),
  YOOKASSA_SECRET_KEY: z.string().optional(),
  YOOKASSA_API_URL: z.string().url().default(YOOKASSA_API_URL),
  /** Who takes crypto payments: the built-in sandbox invoice page or CryptoCloud; as PAYMENT_PROVIDER in production. */
  CRYPTO_PROVIDER: z.enum(['sandbox', 'cryptocloud']).default('sandbox'),
  CRYPTOCLOUD_API_KEY: z.string().optional(),
  CRYPTOCLOUD_SHOP_ID: z.string().optional(),
  CRYPTOCLOUD_SECRET_KEY: z.string().optional(),
  CRYPTOCLOUD_API_URL: z.string().url().default(CRYPTOCLOUD_API_URL),
  /**
   * How long a top-up waits for its payment before it expires (docs/decisions/025): a card payment page lives an
   * hour at YooKassa; a crypto invoice lives as long as the CryptoCloud project's invoice lifetime (set here the
   * project's value; a day by default). The built-in crypto sandbox's invoices live as long.
   */
  CARD_PAYMENT_LIFETIME_MINUTES: z.coerce.number().int().min(1).max(43_200).default(60),
  CRYPTO_INVOICE_LIFETIME_MINUTES: z.coerce.number().int().min(1).max(43_200).default(1440),
  /**
   * The service's commission on a buyout lot, percent of goods and Chinese delivery (docs/decisions/027): 0..30,
   * at most two decimals. A lot keeps the percent it was sent to buyout at.
   */
  BUYOUT_COMMISSION_PERCENT: z
    .string()
    .trim()
    .regex(
      /^\d{1,2}(\.\d{1,2})?$/,
      'от 0 до 30, не больше двух знаков после точки / 0..30, two decimals at most',
    )
    .refine((value) => Number(value) <= 30, 'от 0 до 30 / 0..30')
    .default(DEFAULT_BUYOUT_COMMISSION_PERCENT),
  /**
   * The durable job queue (pg-boss on the same database, docs/decisions/029): workers and schedules run in every
   * instance unless JOBS_RUN=false (an API-only instance still enqueues); JOBS_POLL_SECONDS is how often an idle
   * worker looks for work.
   */
  JOBS_RUN: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  /** Days a ticket waiting for the customer's answer stays open before the scheduled job closes it (decision 028). */
  TICKET_AUTO_CLOSE_DAYS: z.coerce.number().int().min(1).max(90).default(DEFAULT_TICKET_AUTO_CLOSE_DAYS),
  /** Free storage days per good from its receipt, then a daily fee per good in roubles (decision 031). */
  STORAGE_FREE_DAYS: z.coerce.number().int().min(0).max(365).default(STORAGE_DEFAULTS.freeDays),
  STORAGE_DAILY_FEE_RUB: z
    .string()
    .trim()
    .regex(
      /^\d{1,6}(\.\d{1,2})?$/,
      'рубли, не больше двух знаков после точки / roubles, two decimals at most',
    )
    .default(STORAGE_DEFAULTS.dailyFeeRub),
  /** Parcel insurance: percent of the declared value (0..20, two decimals) with a minimum in roubles (decision 032). */
  INSURANCE_PERCENT: z
    .string()
    .trim()
    .regex(
      /^\d{1,2}(\.\d{1,2})?$/,
      'от 0 до 20, не больше двух знаков после точки / 0..20, two decimals at most',
    )
    .refine((value) => Number(value) <= 20, 'от 0 до 20 / 0..20')
    .default(INSURANCE_DEFAULTS.percent),
  INSURANCE_MINIMUM_RUB: z
    .string()
    .trim()
    .regex(
      /^\d{1,6}(\.\d{1,2})?$/,
      'рубли, не больше двух знаков после точки / roubles, two decimals at most',
    )
    .default(INSURANCE_DEFAULTS.minimumRub),
  /**
   * Four-eyes on money (decision 049): a correction, a promo code's total, a top-up refund or an insurance claim
   * above this many roubles (at the official rate) waits for a second finance member; so does a table rate moving
   * more than RATE_APPROVAL_PERCENT from its value.
   */
  FOUR_EYES_THRESHOLD_RUB: z
    .string()
    .trim()
    .regex(
      /^\d{1,12}(\.\d{1,2})?$/,
      'рубли, не больше двух знаков после точки / roubles, two decimals at most',
    )
    .default(FOUR_EYES_DEFAULTS.thresholdRub),
  RATE_APPROVAL_PERCENT: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'от 0 до 100, не больше двух знаков / 0..100, two decimals at most')
    .refine((value) => Number(value) <= 100, 'от 0 до 100 / 0..100')
    .default(FOUR_EYES_DEFAULTS.ratePercent),
  /**
   * Telegram notifications (decision 029): with no bot token the channel is off and the profile says so.
   * TELEGRAM_WEBHOOK_SECRET is the secret token set with setWebhook and checked on every webhook call.
   */
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^\w{3,64}$/, 'имя бота без @ / the bot name without @')
    .optional(),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[\w-]{16,256}$/, '16–256 символов A-Z a-z 0-9 _ -')
    .optional(),
  /** The Bot API's address (tests point it at a local stand-in). */
  TELEGRAM_API_ROOT: z.string().url().default('https://api.telegram.org'),
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
  /**
   * The demo customer and its welcome promo code on the first start with an empty database. Unset: on in a trial
   * start, off in production (where `true` is refused).
   */
  DEMO_DATA: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

export type Env = z.infer<typeof envSchema>;

/** An empty variable means "not set" (e.g. DATABASE_URL= to force the embedded database). */
export function presentValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/** Parses the environment; the schema's complaints and those of `checks` are thrown together. */
export function parseEnv(env: NodeJS.ProcessEnv, checks: (raw: RawEnv) => string[]): Env {
  const present = presentValues(env);
  const parsed = envSchema.safeParse(present);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...checks(present),
  ];
  if (problems.length || !parsed.success) throw new ConfigError(problems);
  return parsed.data;
}
