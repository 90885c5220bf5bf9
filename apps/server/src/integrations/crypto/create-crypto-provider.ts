import type { Database } from '../../db/client.js';
import type { NotificationDelivery } from '../payments/payment-provider.js';
import type { CryptoProvider } from './crypto-provider.js';
import { topUpLifetimeMs, type TopUpLifetimes } from '../payments/provider-lifetimes.js';
import type { CryptoPaymentsConfig } from './crypto-payments-config.js';
import { cryptoCloudProvider } from './cryptocloud.js';
import { sandboxCryptoProvider, sandboxCryptoSecret, type SandboxCryptoProvider } from './sandbox-crypto.js';

/** What the crypto provider is built from: the part of the app's configuration it reads. */
export interface CryptoProviderSettings {
  payments?: { crypto: CryptoPaymentsConfig };
  publicUrl: string;
  jwtSecret: string;
  topUpLifetimes?: TopUpLifetimes;
}

/** CRYPTO_PROVIDER=sandbox (default) plays the processor inside the portal; =cryptocloud takes real crypto. */
export function createCryptoProvider(
  config: CryptoProviderSettings,
  db: Database,
  deliver: NotificationDelivery,
): CryptoProvider | SandboxCryptoProvider {
  const crypto = config.payments?.crypto ?? { kind: 'sandbox' };
  if (crypto.kind === 'cryptocloud') return cryptoCloudProvider(crypto);
  return sandboxCryptoProvider({
    db,
    publicUrl: config.publicUrl,
    secret: sandboxCryptoSecret(config.jwtSecret),
    deliver,
    lifetimeMs: topUpLifetimeMs(config, 'crypto'),
  });
}

export function isSandboxCryptoProvider(provider: CryptoProvider): provider is SandboxCryptoProvider {
  return provider.builtIn && 'settle' in provider;
}
