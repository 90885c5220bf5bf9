import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { loadDataPlaces } from '../config.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import {
  BACKUP_FORMAT,
  describeCounts,
  isBackupEntry,
  MANIFEST,
  type Manifest,
  openCountAndClose,
  refuseForPostgres,
} from './backup-format.js';
import { extractTar } from './tar.js';

/**
 * npm run restore -- <file> [--force]
 * Brings a backup made by `npm run backup` back into DATA_DIR. Refuses a DATA_DIR that already holds data unless
 * --force is given (then the database, images and JWT secret there are replaced). The archive is unpacked beside
 * the data and opened first: a damaged backup leaves DATA_DIR as it was.
 */
const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Использование: npm run restore -- <файл.tar.gz> [--force]');
  process.exit(2);
}
const places = loadDataPlaces();
refuseForPostgres(places, 'restore');
if (places.database.kind !== 'pglite') process.exit(2);
const pgdata = places.database.dataDir;
const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
if (!existsSync(archive)) {
  console.error(`Нет файла ${archive}`);
  process.exit(1);
}

/** What a restore replaces: the database, the images, the generated secret and personal-data key (decision 064). */
const replaced = ['pgdata', 'uploads', 'jwt-secret', 'personal-data-key'];
mkdirSync(places.dataDir, { recursive: true });
const inDataDir = (name: string) => path.join(places.dataDir, name);
// A secret alone is what any command leaves behind on its first run: it is data only beside a database.
const present = [
  existsSync(path.join(pgdata, 'PG_VERSION')) ? 'pgdata' : '',
  existsSync(inDataDir('uploads')) && readdirSync(inDataDir('uploads')).length ? 'uploads' : '',
].filter(Boolean);
if (present.length && !force) {
  console.error(
    `В ${places.dataDir} уже есть данные (${present.join(', ')}). Восстановление заменит их: ` +
      'остановите сервер и повторите с --force.',
  );
  process.exit(1);
}

let unlock: () => void;
try {
  unlock = lockDataDir(pgdata);
} catch (error) {
  console.error(`${(error as Error).message}\nОстановите сервер и повторите.`);
  process.exit(1);
}

/** Moves the current data aside, the restored data in, and puts the current data back if a move fails. */
async function swapIn(from: string): Promise<void> {
  const previous = path.join(from, '.previous');
  mkdirSync(previous);
  const movedAside: string[] = [];
  const movedIn: string[] = [];
  try {
    for (const name of replaced) {
      if (!existsSync(inDataDir(name))) continue;
      await rename(inDataDir(name), path.join(previous, name));
      movedAside.push(name);
    }
    for (const name of replaced) {
      if (!existsSync(path.join(from, name))) continue;
      await rename(path.join(from, name), inDataDir(name));
      movedIn.push(name);
    }
  } catch (error) {
    for (const name of movedIn) await rm(inDataDir(name), { recursive: true, force: true });
    for (const name of movedAside) await rename(path.join(previous, name), inDataDir(name));
    throw error;
  }
}

const staging = await mkdtemp(path.join(places.dataDir, '.restore-'));
try {
  let first = true;
  await extractTar(createReadStream(archive).pipe(createGunzip()), staging, (name) => {
    const ok = first ? name === MANIFEST : isBackupEntry(name);
    first = false;
    return ok;
  });
  const manifest = JSON.parse(readFileSync(path.join(staging, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) {
    throw new Error(
      `${archive} is not a backup of this portal (format ${manifest.format} ${manifest.version})`,
    );
  }
  // Opened where it was unpacked, before anything in DATA_DIR is touched.
  const counts = await openCountAndClose(path.join(staging, 'pgdata'));
  await swapIn(staging);
  console.log(
    `Восстановлено в ${places.dataDir} из копии от ${manifest.createdAt} (${describeCounts(counts)}).`,
  );
  if (!manifest.uploads) console.log('Изображения в эту копию не входили (STORAGE=s3): они в бакете S3.');
} catch (error) {
  console.error(`Восстановление не выполнено, ${places.dataDir} не изменён: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await rm(staging, { recursive: true, force: true });
  unlock();
}
