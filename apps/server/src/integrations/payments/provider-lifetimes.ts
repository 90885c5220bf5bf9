import type { TopUpMethod } from '@cargo/domain';

/** Minutes a top-up waits for its payment, per method (CARD_PAYMENT_/CRYPTO_INVOICE_LIFETIME_MINUTES). */
export interface TopUpLifetimes {
  cardMinutes: number;
  cryptoMinutes: number;
}

/** Left unset (tests), the providers' own lifetimes: YooKassa's card page an hour, a CryptoCloud invoice a day. */
export const DEFAULT_TOP_UP_LIFETIMES = { cardMinutes: 60, cryptoMinutes: 24 * 60 } as const;

/** How long a top-up of this method waits for its payment (CARD_PAYMENT_/CRYPTO_INVOICE_LIFETIME_MINUTES). */
export function topUpLifetimeMs(config: { topUpLifetimes?: TopUpLifetimes }, method: TopUpMethod): number {
  const lifetimes = config.topUpLifetimes ?? DEFAULT_TOP_UP_LIFETIMES;
  return (method === 'card' ? lifetimes.cardMinutes : lifetimes.cryptoMinutes) * 60_000;
}
