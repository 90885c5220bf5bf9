import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { TRIAL_KEY_FILE } from '../personal-data/personal-data-keys.js';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { loadDataPlaces } from '../config.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import {
  BACKUP_FORMAT,
  describeCounts,
  MANIFEST,
  type Manifest,
  openCountAndClose,
  refuseForPostgres,
} from './backup-format.js';
import { tarBytes, tarEnd, tarFolder } from './tar.js';

/**
 * npm run backup -- [file]
 * Writes the embedded database, the uploaded images and the generated JWT secret of DATA_DIR into one .tar.gz
 * (default: cabinet-backup-<date>-<time>.tar.gz where the command was typed). Runs while the server is stopped:
 * PGlite allows one process per data directory (docs/decisions/008).
 */
const places = loadDataPlaces();
refuseForPostgres(places, 'backup');
if (places.database.kind !== 'pglite') process.exit(2);
const pgdata = places.database.dataDir;
const invokedIn = process.env.INIT_CWD ?? process.cwd();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const target = path.resolve(invokedIn, process.argv[2] ?? `cabinet-backup-${stamp}.tar.gz`);

if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
  console.error(`Нечего сохранять: в ${places.dataDir} нет базы данных (pgdata).`);
  process.exit(1);
}
if (existsSync(target)) {
  console.error(`Файл ${target} уже есть: укажите другое имя.`);
  process.exit(1);
}

let unlock: () => void;
try {
  unlock = lockDataDir(pgdata);
} catch (error) {
  console.error(
    `${(error as Error).message}\nОстановите сервер и повторите: резервная копия снимается с остановленной базы.`,
  );
  process.exit(1);
}

const partial = `${target}.partial`;
try {
  const counts = await openCountAndClose(pgdata);
  const uploadsDir = path.join(places.dataDir, 'uploads');
  const withUploads = places.storage.kind === 'local' && existsSync(uploadsDir);
  const secretFile = path.join(places.dataDir, 'jwt-secret');
  const keyFile = path.join(places.dataDir, TRIAL_KEY_FILE);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    database: 'pglite',
    uploads: places.storage.kind === 'local',
    counts,
  };
  async function* archive(): AsyncGenerator<Buffer> {
    yield* tarBytes(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    // Without it every token signed so far would stop working after a restore on another machine.
    if (existsSync(secretFile)) yield* tarBytes('jwt-secret', readFileSync(secretFile));
    // A trial's generated personal-data key (decision 064): without it the recipients' passports cannot be read.
    if (existsSync(keyFile)) yield* tarBytes(TRIAL_KEY_FILE, readFileSync(keyFile));
    yield* tarFolder(pgdata, 'pgdata');
    if (withUploads) yield* tarFolder(uploadsDir, 'uploads');
    yield* tarEnd();
  }
  // Password hashes and the token secret are inside: only the owner may read the file.
  await pipeline(Readable.from(archive()), createGzip(), createWriteStream(partial, { mode: 0o600 }));
  await rename(partial, target);
  const size = (await stat(target)).size;
  console.log(
    `Резервная копия: ${target} (${(size / 1024 / 1024).toFixed(1)} МБ; ${describeCounts(counts)})`,
  );
  if (places.storage.kind === 's3') {
    console.log(
      'Изображения хранятся в S3 (STORAGE=s3) и в копию не входят: сохраняйте бакет его средствами.',
    );
  }
} catch (error) {
  await rm(partial, { force: true });
  console.error(`Резервная копия не создана: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  unlock();
}
