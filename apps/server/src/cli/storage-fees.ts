import { storageDay } from '@cargo/domain';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { storageSettingsOf } from '../modules/goods/index.js';
import { parseStorageFeesArgs, storageFeesCommand } from './storage-fees-command.js';

/**
 * npm run storage-fees -- --day YYYY-MM-DD
 * Charges one day's storage fees (and sends that day's reminders) on the server's database (DATABASE_URL, or the
 * embedded one in DATA_DIR with the server stopped), as the schedule does at 00:05 UTC: for a day the schedule
 * missed, or a run that was stopped. Run twice, it charges once (decision 068).
 */
const args = parseStorageFeesArgs(process.argv.slice(2), storageDay(new Date()));
if ('error' in args) {
  console.error(args.error);
  process.exit(1);
}
let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const database = await openDatabase(config.database).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(
    `База данных занята запущенным сервером (процесс ${error.owner}, каталог ${error.dir}): остановите его, ` +
      'выполните npm run storage-fees и запустите снова / the running server holds the embedded database: stop ' +
      'it, run the storage fees, start it again',
  );
  process.exit(1);
});
try {
  await database.exclusive(() => database.migrate());
  await storageFeesCommand(database.db, args.day, storageSettingsOf(config), (line) => console.log(line));
} finally {
  await database.close();
}
