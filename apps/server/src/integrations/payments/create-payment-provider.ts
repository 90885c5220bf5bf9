import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { NotificationDelivery, PaymentProvider } from './payment-provider.js';
import { sandboxCardProvider, sandboxCardSecret, type SandboxCardProvider } from './sandbox-card.js';
import { yookassaProvider } from './yookassa.js';

/** PAYMENT_PROVIDER=sandbox (default) plays the acquirer inside the portal; =yookassa takes real cards. */
export function createPaymentProvider(
  config: AppConfig,
  db: Database,
  deliver: NotificationDelivery,
): PaymentProvider | SandboxCardProvider {
  const card = config.payments?.card ?? { kind: 'sandbox' };
  if (card.kind === 'yookassa') return yookassaProvider(card);
  return sandboxCardProvider({
    db,
    publicUrl: config.publicUrl,
    secret: sandboxCardSecret(config.jwtSecret),
    deliver,
  });
}

export function isSandboxCardProvider(provider: PaymentProvider): provider is SandboxCardProvider {
  return provider.builtIn && 'pay' in provider;
}
