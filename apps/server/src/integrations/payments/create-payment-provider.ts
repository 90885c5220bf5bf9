import type { Database } from '../../db/client.js';
import type { NotificationDelivery, PaymentProvider } from './payment-provider.js';
import { sandboxCardProvider, sandboxCardSecret, type SandboxCardProvider } from './sandbox-card.js';
import { yookassaProvider } from './yookassa.js';
import type { CardPaymentsConfig } from './card-payments-config.js';

/** What the card provider is built from: the part of the app's configuration it reads. */
export interface CardProviderSettings {
  payments?: { card: CardPaymentsConfig };
  publicUrl: string;
  jwtSecret: string;
}

/** PAYMENT_PROVIDER=sandbox (default) plays the acquirer inside the portal; =yookassa takes real cards. */
export function createPaymentProvider(
  config: CardProviderSettings,
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
