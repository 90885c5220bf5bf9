import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';

export interface RunModeBanner {
  /** A start on a real database whose payments are still a sandbox: printed to stderr and logged as a warning. */
  loud: boolean;
  lines: string[];
}

interface RunModeFacts {
  mode: 'trial' | 'production';
  cardSandbox: boolean;
  cryptoSandbox: boolean;
  demoData: boolean;
  database: 'pglite' | 'postgres';
}

function factsOf(config: AppConfig): RunModeFacts {
  return {
    mode: config.mode ?? 'trial',
    cardSandbox: (config.payments?.card.kind ?? 'sandbox') === 'sandbox',
    cryptoSandbox: (config.payments?.crypto.kind ?? 'sandbox') === 'sandbox',
    demoData: config.demoData ?? false,
    database: config.database.kind,
  };
}

const RULE = '='.repeat(78);
const HOW_TO_PRODUCTION =
  'Рабочий запуск: NODE_ENV=production и настоящие провайдеры (docs/deploy.md) / ' +
  'For production: NODE_ENV=production with real providers (docs/deploy.md)';

function sandboxLines(facts: RunModeFacts): string[] {
  const lines: string[] = [];
  if (facts.cardSandbox) {
    lines.push(
      'Оплата картой: встроенная тестовая касса (sandbox, /reference-pay/card) — деньги не списываются, ' +
        'счёт пополняется тестовой картой / card payments: the built-in sandbox, no real money is charged, ' +
        'a test card credits the balance',
    );
  }
  if (facts.cryptoSandbox) {
    lines.push(
      'Криптовалюта: тестовый процессинг (sandbox, /crypto-cloud) — счёт оплачивается кнопкой / ' +
        'crypto payments: the built-in sandbox, one button pays an invoice',
    );
  }
  if (facts.demoData) {
    lines.push(
      'Демо-данные: на пустой базе — демо-клиент и промокоды WELCOME500, DOSTAVKA10 / ' +
        'demo data: a demo customer and promo codes on an empty database',
    );
  }
  return lines;
}

/** The first lines a start prints: which mode it runs in and, outside production, what is only a sandbox. */
export function runModeBanner(config: AppConfig): RunModeBanner {
  const facts = factsOf(config);
  if (facts.mode === 'production') {
    return {
      loud: false,
      lines: ['Рабочий режим (NODE_ENV=production): настоящие платежи, без демо-данных / production mode'],
    };
  }
  const sandbox = facts.cardSandbox || facts.cryptoSandbox;
  if (facts.database === 'postgres' && sandbox) {
    return {
      loud: true,
      lines: [
        RULE,
        '!!! ВНИМАНИЕ: ПЛАТЕЖИ — ТЕСТОВАЯ КАССА (SANDBOX) / WARNING: PAYMENTS ARE A SANDBOX !!!',
        'База PostgreSQL (DATABASE_URL), но NODE_ENV не production: любой клиент может зачислить себе деньги ' +
          'без оплаты / a real database, but NODE_ENV is not production: any customer can credit money without ' +
          'paying',
        ...sandboxLines(facts).map((line) => `- ${line}`),
        HOW_TO_PRODUCTION,
        RULE,
      ],
    };
  }
  const details = sandboxLines(facts);
  return {
    loud: false,
    lines: [
      RULE,
      'Тестовый режим / Trial mode (NODE_ENV не production)',
      ...(details.length
        ? details.map((line) => `- ${line}`)
        : ['- тестовых касс и демо-данных нет / no sandboxes, no demo data']),
      HOW_TO_PRODUCTION,
      RULE,
    ],
  };
}

/** Prints the banner before anything else is done, so it heads the output. */
export function printRunModeBanner(config: AppConfig): void {
  const banner = runModeBanner(config);
  const text = banner.lines.join('\n');
  if (banner.loud) console.warn(text);
  else console.log(text);
}

/** The same facts as one structured log line, for whoever reads the JSON log rather than the terminal. */
export function logRunMode(log: FastifyBaseLogger, config: AppConfig): void {
  const facts = factsOf(config);
  const sandbox = facts.cardSandbox || facts.cryptoSandbox;
  if (facts.mode === 'production') log.info({ runMode: facts }, 'production mode');
  else if (sandbox && facts.database === 'postgres')
    log.warn({ runMode: facts }, 'payments are a SANDBOX on a real database: set NODE_ENV=production');
  else log.info({ runMode: facts }, 'Тестовый режим: trial mode');
}
