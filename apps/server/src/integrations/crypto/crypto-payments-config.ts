/** CRYPTO_PROVIDER and its credentials, as config-providers.ts reads them (the integration owns the shape). */
export type CryptoPaymentsConfig =
  | { kind: 'sandbox' }
  | { kind: 'cryptocloud'; apiKey: string; shopId: string; secretKey: string; apiUrl: string };
