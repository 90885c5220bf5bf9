import { estimateSecretBits, JWT_SECRET_MIN_BITS } from './secret-strength.js';

/**
 * Trial or production (docs/decisions/017). The trial start (`npm start`) keeps the sandboxes and the demo data;
 * a production start (`NODE_ENV=production`) refuses everything that would let a customer credit money without
 * paying or that an operator must choose himself. Every refusal names its setting, in Russian and in English.
 */

export type RunMode = 'trial' | 'production';

/** The environment's values as given, empty ones left out. */
export type RawEnv = Readonly<Record<string, string | undefined>>;

export function runModeOf(env: RawEnv): RunMode {
  return env.NODE_ENV === 'production' ? 'production' : 'trial';
}

/** The configuration cannot be used: every problem at once, so one restart fixes them all. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      'Сервер не запущен: исправьте настройки / The server did not start: fix these settings\n' +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

export const JWT_SECRET_MIN_LENGTH = 32;
const GENERATE_SECRET = 'openssl rand -base64 48';

const REFUSED_IN_PRODUCTION = 'NODE_ENV=production';

function refusesSandbox(env: RawEnv, name: 'PAYMENT_PROVIDER' | 'CRYPTO_PROVIDER'): boolean {
  const value = env[name];
  return value === undefined || value === 'sandbox';
}

/** What a production start refuses; empty when the environment is fit for real customers and real money. */
export function productionRefusals(env: RawEnv): string[] {
  const refusals: string[] = [];
  if (refusesSandbox(env, 'PAYMENT_PROVIDER')) {
    refusals.push(
      `PAYMENT_PROVIDER: ${REFUSED_IN_PRODUCTION} — задайте PAYMENT_PROVIDER=yookassa (с YOOKASSA_SHOP_ID и ` +
        'YOOKASSA_SECRET_KEY): встроенная тестовая касса (sandbox) в рабочем режиме запрещена, с ней любой клиент ' +
        'зачисляет себе деньги тестовой картой / set PAYMENT_PROVIDER=yookassa (with YOOKASSA_SHOP_ID and ' +
        'YOOKASSA_SECRET_KEY): the built-in sandbox acquirer is refused in production, anyone could credit ' +
        'themselves with a test card',
    );
  }
  if (refusesSandbox(env, 'CRYPTO_PROVIDER')) {
    refusals.push(
      `CRYPTO_PROVIDER: ${REFUSED_IN_PRODUCTION} — задайте CRYPTO_PROVIDER=cryptocloud (с CRYPTOCLOUD_API_KEY, ` +
        'CRYPTOCLOUD_SHOP_ID и CRYPTOCLOUD_SECRET_KEY): тестовый криптопроцессинг (sandbox) в рабочем режиме ' +
        'запрещён, в нём счёт оплачивается одной кнопкой / set CRYPTO_PROVIDER=cryptocloud (with ' +
        'CRYPTOCLOUD_API_KEY, CRYPTOCLOUD_SHOP_ID and CRYPTOCLOUD_SECRET_KEY): the built-in crypto sandbox, where ' +
        'one button pays an invoice, is refused in production',
    );
  }
  if (env.DEMO_DATA === 'true') {
    refusals.push(
      `DEMO_DATA: ${REFUSED_IN_PRODUCTION} — уберите DEMO_DATA=true (или задайте DEMO_DATA=false): демо-клиент и ` +
        'промокод WELCOME500 в рабочем режиме запрещены / remove DEMO_DATA=true (or set DEMO_DATA=false): the demo ' +
        'customer and the WELCOME500 promo code are refused in production',
    );
  }
  if (env.JWT_SECRET === undefined) {
    refusals.push(
      `JWT_SECRET: ${REFUSED_IN_PRODUCTION} — задайте JWT_SECRET: не короче ${JWT_SECRET_MIN_LENGTH} случайных ` +
        'символов, один и тот же на всех экземплярах; ключ, сгенерированный в DATA_DIR, в рабочем режиме не ' +
        `используется (${GENERATE_SECRET}) / set JWT_SECRET to at least ${JWT_SECRET_MIN_LENGTH} random ` +
        `characters, the same on every instance; a key generated into DATA_DIR is refused in production ` +
        `(${GENERATE_SECRET})`,
    );
  } else if (env.JWT_SECRET.length >= JWT_SECRET_MIN_LENGTH) {
    const bits = estimateSecretBits(env.JWT_SECRET);
    if (bits < JWT_SECRET_MIN_BITS) {
      refusals.push(
        `JWT_SECRET: ${REFUSED_IN_PRODUCTION} — ключ слишком предсказуем: оценка ≈ ${bits} бит, нужно не меньше ` +
          `${JWT_SECRET_MIN_BITS} (повторы, последовательности вроде abcd и 1234, мало разных символов); ` +
          `создайте случайный: ${GENERATE_SECRET} / the key is too predictable: about ${bits} bits estimated, ` +
          `at least ${JWT_SECRET_MIN_BITS} needed (repeats, runs such as abcd and 1234, few distinct ` +
          `characters); generate a random one: ${GENERATE_SECRET}`,
      );
    }
  }
  if (env.PERSONAL_DATA_KEY === undefined) {
    refusals.push(
      `PERSONAL_DATA_KEY: ${REFUSED_IN_PRODUCTION} — задайте PERSONAL_DATA_KEY, ключ шифрования паспортных данных и ` +
        'ИНН получателей (152-ФЗ): base64 32 случайных байт (openssl rand -base64 32), один и тот же на всех ' +
        'экземплярах, хранится отдельно от базы; ключ, сгенерированный в DATA_DIR, в рабочем режиме не используется ' +
        "/ set PERSONAL_DATA_KEY, the key recipients' passports and INN are encrypted with (152-FZ): base64 of 32 " +
        'random bytes (openssl rand -base64 32), the same on every instance, kept apart from the database; a key ' +
        'generated into DATA_DIR is refused in production',
    );
  }
  if (env.PUBLIC_URL === undefined) {
    refusals.push(
      `PUBLIC_URL: ${REFUSED_IN_PRODUCTION} — задайте PUBLIC_URL, адрес кабинета для клиентов (например ` +
        'https://cabinet.example.ru): на него ведут ссылки в письмах и возвраты со страниц оплаты / set PUBLIC_URL ' +
        "to the cabinet's public address (e.g. https://cabinet.example.ru): links in letters and the payment " +
        "pages' returns lead there",
    );
  }
  if (env.SMTP_URL === undefined) {
    refusals.push(
      `SMTP_URL: ${REFUSED_IN_PRODUCTION} — задайте SMTP_URL, почтовый сервер (например ` +
        'smtps://user:pass@mail.example.ru:465): без него ссылки восстановления пароля и приглашения сотрудников ' +
        'не доходят до людей, а письма остаются только в таблице email_outbox / set SMTP_URL to your mail server ' +
        '(e.g. smtps://user:pass@mail.example.ru:465): without it password-reset links and staff invitations reach ' +
        'nobody and letters stay only in the email_outbox table',
    );
  }
  return refusals;
}
