import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import {
  checkPersonalDataKeys,
  REENCRYPT_BATCH,
  reencryptPersonalData,
} from '../modules/recipients/index.js';
import { PersonalDataKeyError } from '../personal-data/field-cipher.js';
import { installPersonalDataKeys, personalDataKeysOf } from '../personal-data/personal-data-keys.js';

/**
 * npm run personal-data:rotate
 * Re-encrypts every recipient's personal data with PERSONAL_DATA_KEY (decision 064), in batches of REENCRYPT_BATCH
 * rows, each its own transaction; stopped, it is simply run again. Run it with the server's environment after
 * moving the old key into PERSONAL_DATA_PREVIOUS_KEYS; once it prints «готово», the old key can be removed.
 */
let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const cipher = installPersonalDataKeys(personalDataKeysOf(config));
const database = await openDatabase(config.database).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  // The embedded database serves one process: with PostgreSQL (DATABASE_URL) the rotation runs beside the server.
  console.error(
    `База данных занята запущенным сервером (процесс ${error.owner}, каталог ${error.dir}): остановите его, ` +
      'выполните npm run personal-data:rotate и запустите снова / the running server holds the embedded ' +
      'database: stop it, run the rotation, start it again',
  );
  process.exit(1);
});
try {
  await database.exclusive(() => database.migrate());
  await checkPersonalDataKeys(database.db);
  console.log(`Перешифровка ключом ${cipher.currentKeyId}, пачками по ${REENCRYPT_BATCH} получателей…`);
  const total = await reencryptPersonalData(database.db, 'rotate', (done) => console.log(`  ${done}`));
  console.log(
    `Готово: перешифровано получателей — ${total}. Прежние ключи можно убрать из PERSONAL_DATA_PREVIOUS_KEYS. / ` +
      `Done: ${total} recipients re-encrypted; the previous keys can be removed.`,
  );
} catch (error) {
  // A key that cannot read what is stored: the message says which, without a stack trace.
  if (!(error instanceof PersonalDataKeyError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
