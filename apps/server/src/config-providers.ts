import type { TrackingConfig } from './integrations/tracking/tracking-provider.js';

/** The external providers' switches: each real provider needs its credentials, the built-in one nothing. */

export type CardPaymentsConfig =
  { kind: 'sandbox' } | { kind: 'yookassa'; shopId: string; secretKey: string; apiUrl: string };
export type CryptoPaymentsConfig =
  | { kind: 'sandbox' }
  | { kind: 'cryptocloud'; apiKey: string; shopId: string; secretKey: string; apiUrl: string };

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

export function required(e: Env, switchName: string, names: Array<keyof Env>): void {
  const missing = names.filter((k) => !e[k]);
  if (missing.length) throw new Error(`Invalid configuration:\n${switchName} needs ${missing.join(', ')}`);
}

export function paymentsFrom(e: Env): { card: CardPaymentsConfig; crypto: CryptoPaymentsConfig } {
  let card: CardPaymentsConfig = { kind: 'sandbox' };
  if (e.PAYMENT_PROVIDER === 'yookassa') {
    required(e, 'PAYMENT_PROVIDER=yookassa', ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY']);
    card = {
      kind: 'yookassa',
      shopId: e.YOOKASSA_SHOP_ID!,
      secretKey: e.YOOKASSA_SECRET_KEY!,
      apiUrl: e.YOOKASSA_API_URL,
    };
  }
  let crypto: CryptoPaymentsConfig = { kind: 'sandbox' };
  if (e.CRYPTO_PROVIDER === 'cryptocloud') {
    required(e, 'CRYPTO_PROVIDER=cryptocloud', [
      'CRYPTOCLOUD_API_KEY',
      'CRYPTOCLOUD_SHOP_ID',
      'CRYPTOCLOUD_SECRET_KEY',
    ]);
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
  required(e, 'TRACKING_PROVIDER=jsonrpc', ['TRACKING_URL']);
  return {
    kind: 'jsonrpc',
    url: e.TRACKING_URL!,
    apiKey: e.TRACKING_API_KEY,
    timeoutMs: e.TRACKING_TIMEOUT_MS,
  };
}
