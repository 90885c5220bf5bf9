/** Everything a production start needs, the real providers pointed at loopback stand-ins. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(48),
  PUBLIC_URL: 'https://cabinet.example.ru',
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: 'shop-1',
  YOOKASSA_SECRET_KEY: 'test-secret',
  YOOKASSA_API_URL: 'http://127.0.0.1:9/v3',
  CRYPTO_PROVIDER: 'cryptocloud',
  CRYPTOCLOUD_API_KEY: 'api-key',
  CRYPTOCLOUD_SHOP_ID: 'shop-2',
  CRYPTOCLOUD_SECRET_KEY: 'crypto-secret',
  CRYPTOCLOUD_API_URL: 'http://127.0.0.1:9/v2',
} as const;
