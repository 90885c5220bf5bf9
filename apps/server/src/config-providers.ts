import type { TrackingConfig } from './integrations/tracking/tracking-provider.js';
import type { CardPaymentsConfig } from './integrations/payments/card-payments-config.js';
import type { CryptoPaymentsConfig } from './integrations/crypto/crypto-payments-config.js';

export type { CardPaymentsConfig, CryptoPaymentsConfig };
import type { RawEnv } from './config-production.js';

/** The external providers' switches: each real provider needs its credentials, the built-in one nothing. */

/** The variables the switches read, as config.ts's schema parses them (its `Env` must fit this). */
interface Env {
  PAYMENT_PROVIDER: 'sandbox' | 'yookassa';
  YOOKASSA_SHOP_ID?: string;
  YOOKASSA_SECRET_KEY?: string;
  YOOKASSA_API_URL: string;
  CRYPTO_PROVIDER: 'sandbox' | 'cryptocloud';
  CRYPTOCLOUD_API_KEY?: string;
  CRYPTOCLOUD_SHOP_ID?: string;
  CRYPTOCLOUD_SECRET_KEY?: string;
  CRYPTOCLOUD_API_URL: string;
  TRACKING_PROVIDER: 'builtin' | 'jsonrpc';
  TRACKING_URL?: string;
  TRACKING_API_KEY?: string;
  TRACKING_TIMEOUT_MS: number;
}

const CREDENTIALS: Array<{ name: string; value: string; needs: string[] }> = [
  {
    name: 'STORAGE',
    value: 's3',
    needs: ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  },
  { name: 'PAYMENT_PROVIDER', value: 'yookassa', needs: ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'] },
  {
    name: 'CRYPTO_PROVIDER',
    value: 'cryptocloud',
    needs: ['CRYPTOCLOUD_API_KEY', 'CRYPTOCLOUD_SHOP_ID', 'CRYPTOCLOUD_SECRET_KEY'],
  },
  { name: 'TRACKING_PROVIDER', value: 'jsonrpc', needs: ['TRACKING_URL'] },
];

/** A switch set to a real provider whose credentials are missing: one line per switch, naming what to add. */
export function missingCredentials(env: RawEnv, only?: string): string[] {
  const problems: string[] = [];
  for (const { name, value, needs } of CREDENTIALS) {
    if ((only && name !== only) || env[name] !== value) continue;
    const missing = needs.filter((k) => !env[k]).join(', ');
    if (missing)
      problems.push(`${name}=${value}: задайте также ${missing} / ${name}=${value} needs ${missing}`);
  }
  if (!only && env.TELEGRAM_BOT_TOKEN) {
    const missing = ['TELEGRAM_BOT_USERNAME', 'TELEGRAM_WEBHOOK_SECRET'].filter((k) => !env[k]).join(', ');
    if (missing)
      problems.push(`TELEGRAM_BOT_TOKEN: задайте также ${missing} / TELEGRAM_BOT_TOKEN needs ${missing}`);
  }
  return problems;
}

/** Called once `missingCredentials` found nothing: every real provider has what it needs. */
export function paymentsFrom(e: Env): { card: CardPaymentsConfig; crypto: CryptoPaymentsConfig } {
  let card: CardPaymentsConfig = { kind: 'sandbox' };
  if (e.PAYMENT_PROVIDER === 'yookassa') {
    card = {
      kind: 'yookassa',
      shopId: e.YOOKASSA_SHOP_ID!,
      secretKey: e.YOOKASSA_SECRET_KEY!,
      apiUrl: e.YOOKASSA_API_URL,
    };
  }
  let crypto: CryptoPaymentsConfig = { kind: 'sandbox' };
  if (e.CRYPTO_PROVIDER === 'cryptocloud') {
    crypto = {
      kind: 'cryptocloud',
      apiKey: e.CRYPTOCLOUD_API_KEY!,
      shopId: e.CRYPTOCLOUD_SHOP_ID!,
      secretKey: e.CRYPTOCLOUD_SECRET_KEY!,
      apiUrl: e.CRYPTOCLOUD_API_URL,
    };
  }
  return { card, crypto };
}

export function trackingFrom(e: Env): TrackingConfig {
  if (e.TRACKING_PROVIDER !== 'jsonrpc') return { kind: 'builtin' };
  return {
    kind: 'jsonrpc',
    url: e.TRACKING_URL!,
    apiKey: e.TRACKING_API_KEY,
    timeoutMs: e.TRACKING_TIMEOUT_MS,
  };
}
