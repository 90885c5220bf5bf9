import { ConfigError, loadConfig } from '../config.js';

/** Everything a production start needs, the real providers pointed at loopback stand-ins. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  // As `openssl rand -base64 48` makes one (docs/deploy.md): a repeated letter is refused.
  JWT_SECRET: 'jQprjc65NKp9vnkAVwmXEJYKLxn1lHJOBbyoi9R5WW8sqTZlSGlM7J/VMI3Ay4Ox',
  // As `openssl rand -base64 32` makes one (decision 064).
  PERSONAL_DATA_KEY: 'q8cS5x0pV3hXnY2+1e4Jm7oT9wZbR6kLdAfGuCiEHsM=',
  PUBLIC_URL: 'https://cabinet.example.ru',
  // Nothing listens there: no production test sends a letter.
  SMTP_URL: 'smtp://127.0.0.1:9',
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: 'shop-1',
  YOOKASSA_SECRET_KEY: 'test-secret',
  YOOKASSA_API_URL: 'http://127.0.0.1:9/v3',
  CRYPTO_PROVIDER: 'cryptocloud',
  CRYPTOCLOUD_API_KEY: 'api-key',
  CRYPTOCLOUD_SHOP_ID: 'shop-2',
  CRYPTOCLOUD_SECRET_KEY: 'crypto-secret',
  CRYPTOCLOUD_API_URL: 'http://127.0.0.1:9/v2',
  WAREHOUSE_RECIPIENT_PREFIX: 'SHIP',
  WAREHOUSE_PHONE: '13800000000',
  WAREHOUSE_REGION: '浙江省 义乌市',
  WAREHOUSE_STREET: '福田街道 商城大道 100号',
  WAREHOUSE_POSTCODE: '322000',
  WAREHOUSE_REGION_RU: 'провинция Чжэцзян, г. Иу',
} as const;

/** The ConfigError a start with `env` throws; fails the test when it starts. */
export function refusal(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}
