import { PGlite } from '@electric-sql/pglite';
import type { DataPlaces } from '../config.js';
import { pgliteExtensions } from '../db/pglite-extensions.js';

/** The first entry of every backup; a restore refuses an archive that does not start with it. */
export const MANIFEST = 'backup.json';
export const BACKUP_FORMAT = 'cargo-cabinet-backup';

export interface Counts {
  customers: number;
  goods: number;
  images: number;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  database: 'pglite';
  /** False when STORAGE=s3: the images stay in the bucket and are backed up there. */
  uploads: boolean;
  counts: Counts;
}

/** The only paths a backup holds; anything else in an archive is refused. */
export function isBackupEntry(name: string): boolean {
  return (
    name === MANIFEST ||
    name === 'jwt-secret' ||
    name === 'personal-data-key' ||
    /^(pgdata|uploads)(\/|$)/.test(name)
  );
}

/**
 * Opens a stopped data directory on its own (PGlite replays its log if the server was killed), counts what a
 * person would look for, and closes it cleanly, so its files on disk are complete and consistent.
 */
export async function openCountAndClose(pgdata: string): Promise<Counts> {
  const db = await PGlite.create(pgdata, { extensions: pgliteExtensions });
  try {
    const { rows } = await db.query<{ customers: number; goods: number; images: number }>(
      `select (select count(*)::int from users where role = 'client') as customers,
              (select count(*)::int from goods) as goods,
              (select count(*)::int from uploads) as images`,
    );
    await db.exec('checkpoint');
    return rows[0]!;
  } finally {
    await db.close();
  }
}

export function describeCounts(counts: Counts): string {
  return `клиентов: ${counts.customers}, товаров: ${counts.goods}, изображений: ${counts.images}`;
}

/** PostgreSQL has its own tools; the backup commands are for the embedded database. */
export function refuseForPostgres(places: DataPlaces, command: 'backup' | 'restore'): void {
  if (places.database.kind !== 'postgres') return;
  const tool =
    command === 'backup'
      ? 'pg_dump --format=custom --file=cabinet.dump "$DATABASE_URL"'
      : 'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" cabinet.dump';
  console.error(
    `DATABASE_URL is set: the database is a PostgreSQL server, use its tools:\n  ${tool}\n` +
      'Images with STORAGE=s3 live in the bucket (turn on its versioning or copy it); see docs/deploy.md.',
  );
  process.exit(2);
}
