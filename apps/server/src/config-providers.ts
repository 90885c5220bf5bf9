import type { TrackingConfig } from './integrations/tracking/tracking-provider.js';
import type { AppConfig, CardPaymentsConfig, CryptoPaymentsConfig, Env } from './config.js';

/** The external providers' switches: each real provider needs its credentials, the built-in one nothing. */

export function required(e: Env, switchName: string, names: Array<keyof Env>): void {
  const missing = names.filter((k) => !e[k]);
  if (missing.length) throw new Error(`Invalid configuration:\n${switchName} needs ${missing.join(', ')}`);
}

export function paymentsFrom(e: Env): NonNullable<AppConfig['payments']> {
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
