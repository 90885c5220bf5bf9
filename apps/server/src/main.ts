import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { PersonalDataKeyError } from './personal-data/field-cipher.js';
import { seedDemoData } from './modules/demo/index.js';
import { outliveClosedOutput } from './process-output.js';
import { logRunMode, printRunModeBanner } from './run-mode-banner.js';

/** Under the usual 30 s a process manager waits after SIGTERM before it kills. */
const DRAIN_LIMIT_MS = 25_000;

function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    // Refused settings: say which, every one at once, and leave before the database is opened.
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

outliveClosedOutput();
const config = configOrExit();
printRunModeBanner(config);
const database = await openDatabase(config.database);
const app = await buildApp(config, { database }).catch(async (error: unknown) => {
  // Migrations or a dependency (Redis) failed: leave the data directory closed cleanly and unlocked.
  await database.close();
  // Keys that cannot read the stored personal data (decision 064): say which, as the settings' refusals do.
  if (error instanceof PersonalDataKeyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
logRunMode(app.log, config);

// Two instances starting on one empty database must not both create the demo customer.
const demo = config.demoData ? await database.exclusive(() => seedDemoData(app.ctx)) : null;
if (demo) {
  // Printed once, on the first start with an empty database; the password is not stored anywhere in clear.
  console.log(
    `\nДемо-клиент создан (показывается один раз):\n  e-mail: ${demo.email}\n  пароль: ${demo.password}\n`,
  );
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let the requests in flight finish (Fastify answers 503 to new
 * requests on kept-alive connections meanwhile), then close the database cleanly and exit 0. Requests still
 * running after DRAIN_LIMIT_MS are cut; a second signal exits at once.
 */
let stopping = false;
function shutDown(signal: NodeJS.Signals): void {
  if (stopping) {
    app.log.warn({ signal }, 'second signal: exiting without waiting');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing the requests in flight');
  const cut = setTimeout(() => {
    app.log.error('requests still running after the drain limit: closing their connections');
    app.server.closeAllConnections();
  }, DRAIN_LIMIT_MS);
  cut.unref();
  app.close().then(
    () => {
      app.log.info('stopped: database closed');
      process.exit(0);
    },
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);

await app.listen({ port: config.port, host: config.host });
console.log(`Личный кабинет: http://localhost:${config.port}  (API: /api, документация: /api/docs)`);
if (!config.webDist) console.log('Веб-приложение не собрано: работает только API (npm run build).');
