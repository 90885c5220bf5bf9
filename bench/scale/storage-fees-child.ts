/**
 * One operator run of the storage fees in a process of its own, so the bench can SIGKILL it mid-run: the same
 * function `npm run storage-fees` calls, on the database of argv[2] for the day of argv[3]. Prints `batch N` as
 * each batch is about to commit and, at the end, one line `result {json}`.
 *
 *   node --import tsx bench/scale/storage-fees-child.ts <database url> <YYYY-MM-DD> [batch goods]
 */
import { STORAGE_DEFAULTS } from '@cargo/domain';
import { postgresHandle } from '../../apps/server/src/db/client.ts';
import { storageFeesCommand } from '../../apps/server/src/cli/storage-fees-command.ts';

const [url, day, batchGoods] = process.argv.slice(2);
const database = postgresHandle(url!, 2);
try {
  const result = await storageFeesCommand(
    database.db,
    day!,
    STORAGE_DEFAULTS,
    (line) => console.error(line),
    {
      batchGoods: batchGoods ? Number(batchGoods) : undefined,
      beforeCommit: (n) => {
        console.log(`batch ${n}`);
      },
    },
  );
  console.log(`result ${JSON.stringify(result)}`);
} finally {
  await database.close();
}
